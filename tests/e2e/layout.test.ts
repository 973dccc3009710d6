import { mkdirSync } from 'node:fs';
import { statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routePaths } from '@/lib/site/route-paths';
import { launchBrowser } from '../support/browser';
import { pageIndex } from '../support/served-pages';

const baseUrl = inject('baseUrl');
const SCREENSHOT_DIR = 'test-output/screenshots';
const paths = (await pageIndex(baseUrl)).map((page) => page.path);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

describe('at 320 px wide, the narrowest phone', () => {
  it.each(paths)('%s scrolls only vertically', async (path) => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(`${baseUrl}${path}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.close();
  });
});

// Axe passed the survey while an unclosed `@media print {` left it unstyled: these read the boxes a traveler sees.
describe('the survey form as a traveler sees it', () => {
  it.each([390, 1366])('at %i px, the bot trap is off screen and every choice is a target of at least 24 × 24 px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${baseUrl}${routePaths.survey}`);
    const trap = page.locator('.survey-trap');
    await trap.waitFor({ state: 'attached' });
    const trapBox = await trap.boundingBox();
    expect(trapBox === null || trapBox.x + trapBox.width <= 0 || trapBox.width * trapBox.height <= 1).toBe(true);
    const choiceBoxes = await page.locator('.survey-choice').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect));
    expect(choiceBoxes.length).toBeGreaterThan(10);
    for (const box of choiceBoxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    expect(await page.locator('.survey-choice').first().evaluate((label) => getComputedStyle(label).display)).toBe('flex');
    expect(await page.locator('#survey-tip').evaluate((field) => getComputedStyle(field).fontFamily)).not.toMatch(/monospace/);
    await page.close();
  });
});

describe('while a page loads', () => {
  it.each(['/', '/liquids-and-toiletries/'])('%s does not shift its layout', async (path) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((total, value) => total + value, 0)).toBe(0);
    await page.close();
  });
});

describe('screenshots', () => {
  const cases = ['/', '/liquids-and-toiletries/'].flatMap((path) =>
    [390, 1280].flatMap((width) => (['light', 'dark'] as const).map((colorScheme) => ({ path, width, colorScheme }))),
  );

  it.each(cases)('$path at $width px, $colorScheme', async ({ path, width, colorScheme }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    const name = path === '/' ? 'home' : path.replaceAll('/', '');
    const file = `${SCREENSHOT_DIR}/${name}-${width}-${colorScheme}.png`;
    await page.screenshot({ path: file, fullPage: true });
    expect(statSync(file).size).toBeGreaterThan(20_000);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(colorScheme === 'dark' ? 'rgb(17, 20, 23)' : 'rgb(251, 250, 247)');
    await context.close();
  });
});
