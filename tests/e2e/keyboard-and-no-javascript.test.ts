import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('keyboard only', () => {
  it('skips to the content, reaches the search box, picks a result with the arrow keys and opens it with Enter', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);

    let tabs = 0;
    while (!(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox')) && tabs < 10) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(tabs).toBeLessThan(10);
    await page.keyboard.type('power bank');
    const search = page.getByRole('combobox');
    await expect.poll(() => search.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(1);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const activeId = await search.getAttribute('aria-activedescendant');
    const chosen = page.locator(`[id="${activeId}"]`);
    expect(await chosen.getAttribute('aria-selected')).toBe('true');
    // The item the words name comes first, marked as a verdict, before the guide that explains it.
    expect(await chosen.locator('.option-kind').textContent()).toBe('Item verdict');
    expect(await chosen.locator('.option-title').textContent()).toBe('Power bank: can I pack it?');
    expect(await page.locator(`[id="${activeId!.replace(/\d+$/, '1')}"] .option-title`).textContent()).toBe('Electronics and spare batteries');

    await page.keyboard.press('Escape');
    expect(await search.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/items/power-bank/');
    await page.close();
  });

  it('Enter without choosing a result opens the full results page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/pricing/`);
    await page.getByRole('combobox').focus();
    await page.keyboard.type('rain');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/search/?q=rain`);
    expect(await page.locator('.search-results a').first().textContent()).toContain('Rainy-season packing list');
    await page.close();
  });
});

describe('without JavaScript', () => {
  it('the header search submits to the results page, which links to the guides', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox', { name: 'Search items and guides' }).fill('toiletries');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/search/?q=toiletries`);
    const results = page.locator('.search-results li:not(.answer-hit) > a');
    expect(await results.count()).toBeGreaterThan(1);
    await results.first().click();
    await page.waitForURL(/\/(liquids-and-toiletries|solid-toiletries)\/$/);
    expect(await page.locator('.faq details').count()).toBeGreaterThanOrEqual(4);
    await context.close();
  });
});
