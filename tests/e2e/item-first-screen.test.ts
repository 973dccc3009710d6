import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

// Issue 38: on a phone, an item's verdict for the traveler's place is on the first screen, both bags.
const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe.each(['light', 'dark'] as const)('an item page on a 390 × 844 phone, %s theme', (colorScheme) => {
  it.each([
    ['/items/power-bank/', 'International (ICAO)'],
    ['/items/laptop/?from=CA', 'Canada'],
    ['/items/scissors/?from=LHR', 'United Kingdom'],
  ])('%s shows %s’s cabin and checked verdicts before any scrolling, and nothing wider than the screen', async (path, place) => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme });
    await page.goto(`${baseUrl}${path}`);
    const card = page.locator('.verdict-card').first();
    expect(await card.locator('.verdict-place').textContent()).toBe(place);
    for (const badge of await card.locator('.verdict').all()) {
      const box = (await badge.boundingBox())!;
      expect(box.y + box.height, `${place}: ${await badge.textContent()}`).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});

describe('the item list filter', () => {
  it('filters as you type, and the same words without JavaScript give the same items', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${baseUrl}/items/`);
    await page.locator('#item-filter-words').pressSequentially('wine', { delay: 20 });
    await expect.poll(() => page.locator('#item-filter-status').textContent()).toMatch(/match “wine”/);
    const typed = await page.locator('.shelf-items li:visible a').allTextContents();
    expect(typed).toContain('Wine');
    await page.close();

    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const withoutScript = await context.newPage();
    await withoutScript.goto(`${baseUrl}/items/`);
    await withoutScript.locator('#item-filter-words').fill('wine');
    await withoutScript.locator('#item-filter button').click();
    await withoutScript.waitForURL(/\?q=wine/);
    expect(await withoutScript.locator('.shelf-items li:visible a').allTextContents()).toEqual(typed);
    await context.close();
  });
});
