import { mkdirSync, statSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allPages } from '@/lib/content/catalogue';
import { routePaths } from '@/lib/site/route-paths';
import { pagePath } from '@/lib/site/urls';
import { launchBrowser } from '../support/browser';
import { pageIndex } from '../support/served-pages';

const baseUrl = inject('baseUrl');
const SCREENSHOT_DIR = 'test-output/screenshots';
const paths = (await pageIndex(baseUrl)).map((page) => page.path);
const guidePaths = allPages()
  .filter((page) => page.kind === 'guide')
  .map((page) => pagePath(page.slug));
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
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
    // Under 16 px, a phone's browser zooms the page in when the field takes focus.
    expect(await page.locator('#survey-liters').evaluate((field) => Number.parseFloat(getComputedStyle(field).fontSize))).toBeGreaterThanOrEqual(16);
    await page.close();
  });
});

describe('a guide on a phone puts the answer first', () => {
  it.each(guidePaths)('%s: the short answer starts on the first screen, as a callout in full-contrast text', async (path) => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl}${path}`);
    const answer = page.locator('.short-answer');
    const box = (await answer.boundingBox())!;
    expect(box.y + 48).toBeLessThanOrEqual(PHONE.height);
    const look = await answer.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor, body: getComputedStyle(document.body).color, page: getComputedStyle(document.body).backgroundColor };
    });
    expect(look.color).toBe(look.body);
    expect(look.background).not.toBe(look.page);
    await page.close();
  });

  it('collapses the contents on a phone and shows them beside the text on a laptop', async () => {
    for (const [viewport, open] of [[PHONE, false], [LAPTOP, true]] as const) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${baseUrl}/liquids-and-toiletries/`);
      const firstLink = page.locator('.contents ol a').first();
      expect(await firstLink.isVisible(), `${viewport.width} px`).toBe(open);
      await page.close();
    }
  });

  it('opens the contents in one tap from the jump bar on a phone', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl}/rule-changes/`);
    await page.getByRole('navigation', { name: 'Jump to' }).getByRole('link', { name: 'Contents' }).click();
    const firstLink = page.locator('.contents ol a').first();
    await expect.poll(() => firstLink.isVisible()).toBe(true);
    const box = (await firstLink.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    // The rule-changes page lists its dated entries under each year, not the years alone.
    expect(await page.locator('.contents ol ol a', { hasText: 'two power banks per person' }).isVisible()).toBe(true);
    await page.close();
  });

  it('reaches the checklist from the jump bar on a phone, which a laptop does not show', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl}/one-week-packing-list/`);
    const bar = page.getByRole('navigation', { name: 'Jump to' });
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
    await bar.getByRole('link', { name: 'Checklist' }).click();
    const heading = page.locator('.checklist h2');
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(PHONE.height / 2);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.setViewportSize(LAPTOP);
    expect(await bar.isVisible()).toBe(false);
    await page.close();
  });
});

describe('finding a guide on a phone', () => {
  it('shows the categories and where most trips start on the first screen of the homepage, with one search box', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl}/`);
    const lastStart = (await page.locator('.start-here li').last().boundingBox())!;
    expect(lastStart.y + lastStart.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.locator('.start-here li').count()).toBe(6);
    expect(await page.getByRole('navigation', { name: 'Guide categories' }).isVisible()).toBe(true);
    expect(await page.locator('input[type="search"]:visible').count()).toBe(1);
    await page.close();
  });

  it('shows one search box on the search page', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl}${routePaths.searchPage}?q=liquids`);
    expect(await page.locator('input[type="search"]:visible').count()).toBe(1);
    await page.close();
  });

  it.each([
    ['/flying-with-a-pet/', '/flying-with-pets/'],
    ['/power-bank/', '/electronics-and-batteries/'],
    ['/liquid-toiletries/', '/liquids-and-toiletries/'],
    // Longer than the 200 characters a search reads, as a question pasted as an address is.
    [
      '/can-i-take-a-power-bank-in-my-hand-luggage-on-a-flight-from-london-to-new-york-next-summer-and-how-many-can-i-carry-if-i-also-have-a-laptop-a-tablet-and-a-camera-with-two-spare-lithium-batteries-for-it/',
      '/electronics-and-batteries/',
    ],
  ])('suggests the guide a mistyped address %s meant first: %s', async (address, guide) => {
    const page = await browser.newPage({ viewport: PHONE });
    const response = await page.goto(`${baseUrl}${address}`);
    expect(response?.status()).toBe(404);
    const suggestion = page.getByRole('region', { name: 'Did you mean' }).getByRole('link').first();
    await expect.poll(() => suggestion.getAttribute('href')).toBe(guide);
    await page.close();
  });
});

describe('checklists on a phone and a laptop', () => {
  it.each([PHONE, LAPTOP])('at $width px, every checkbox of a checklist is a target of at least 24 × 24 px', async (viewport) => {
    const page = await browser.newPage({ viewport });
    await page.goto(`${baseUrl}/one-week-packing-list/`);
    const boxes = await page.locator('label.checklist-item').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(20);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
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

describe('screenshots of every kind of page, kept in test-output/screenshots', () => {
  const pageKinds = ['/', '/liquids-and-toiletries/', routePaths.developers, `${routePaths.searchPage}?q=liquids`, routePaths.survey, routePaths.surveyResults, '/no-such-guide/'];
  const cases = pageKinds.flatMap((path) =>
    [390, 1280].flatMap((width) => (['light', 'dark'] as const).map((colorScheme) => ({ path, width, colorScheme }))),
  );

  it.each(cases)('$path at $width px, $colorScheme', async ({ path, width, colorScheme }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    const name = path === '/' ? 'home' : path.replace(/[^a-z0-9-]+/g, '-').replace(/^-|-$/g, '');
    const file = `${SCREENSHOT_DIR}/${name}-${width}-${colorScheme}.png`;
    await page.screenshot({ path: file, fullPage: true });
    expect(statSync(file).size).toBeGreaterThan(20_000);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(colorScheme === 'dark' ? 'rgb(17, 20, 23)' : 'rgb(251, 250, 247)');
    await context.close();
  });
});
