import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { pageIndex } from '../support/served-pages';

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

const baseUrl = inject('baseUrl');
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// axe-core is injected as an inline script, which the pages' Content-Security-Policy rightly refuses;
// the policy itself is tested in content-security-policy.test.ts.
const axeCanRun = { bypassCSP: true };
const paths = [...(await pageIndex(baseUrl)).map((page) => page.path), '/search/?q=liquids', '/items/', '/items/?q=wine', '/items/power-bank/', '/items/laptop/?from=CA', '/items/power-bank/?from=atlantis', '/airlines/', '/airlines/?fare=basic&sort=cabin-bag', '/airlines/fr/', '/no-such-page/'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } })).violations;
  })) as AxeViolation[];
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe.each(['light', 'dark'] as const)('axe-core, %s theme', (colorScheme) => {
  it.each(paths)('%s has no serious or critical violations', async (path) => {
    const context = await browser.newContext({ colorScheme, ...axeCanRun });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the header search, open, for axe-core', () => {
  it('has no serious or critical violations while showing results', async () => {
    const page = await browser.newPage(axeCanRun);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox').fill('bag');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await page.keyboard.press('ArrowDown');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
