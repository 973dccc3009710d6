import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

describe('a traveler', () => {
  it('searches "liquids", opens the first result, expands a question, copies the page and follows the Markdown link', async () => {
    await page.goto(`${baseUrl}/`);
    const search = page.getByRole('combobox', { name: 'Search items and guides' });
    await search.fill('liquids');
    const firstResult = page.getByRole('option').first();
    await expect.poll(() => firstResult.locator('.option-title').textContent()).toBe('Liquids and toiletries in your carry-on');
    await firstResult.click();
    await page.waitForURL((url) => url.pathname === '/liquids-and-toiletries/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Liquids and toiletries in your carry-on');

    const question = page.locator('.faq details').first();
    expect(await question.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    await question.locator('summary').click();
    expect(await question.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    expect(await question.locator('.prose').isVisible()).toBe(true);

    await page.getByText('Share, print or save', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied' }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const mirror = await (await fetch(`${baseUrl}/liquids-and-toiletries/index.md`)).text();
    expect(copied).toBe(mirror);

    await page.getByRole('link', { name: 'View as Markdown' }).click();
    await page.waitForURL(`${baseUrl}/liquids-and-toiletries/index.md`);
    expect(await page.locator('body').innerText()).toMatch(/^# Liquids and toiletries in your carry-on/);
  });

  it('sees in the header search which section answers, with a line of it, and lands on that section', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox', { name: 'Search items and guides' }).fill('insulin');
    // The item's verdict may come first; the first guide is the one with a section.
    const firstResult = page.getByRole('option').filter({ has: page.locator('.option-section') }).first();
    await expect.poll(() => firstResult.locator('.option-section').count()).toBe(1);
    const section = (await firstResult.locator('.option-section').textContent())!;
    expect((await firstResult.locator('.option-excerpt').textContent())!.length).toBeGreaterThan(20);
    await firstResult.click();
    await page.waitForURL((url) => url.hash.length > 1);
    const hash = new URL(page.url()).hash;
    expect(await page.locator(hash).textContent()).toBe(section);
  });

  it('finds the table of contents, the reading time and related guides on a guide', async () => {
    await page.goto(`${baseUrl}/electronics-and-batteries/`);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const links = contents.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    const target = (await links.first().getAttribute('href'))!;
    expect(await page.locator(target).count()).toBe(1);
    expect(await page.locator('.meta').innerText()).toMatch(/Updated .+ · \d+ min read/);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').count()).toBe(2);
    expect(await page.getByRole('region', { name: 'Related guides' }).getByRole('link').count()).toBeGreaterThanOrEqual(2);
  });

  it('lands on a 404 page that offers search and the guides most trips start with', async () => {
    const response = await page.goto(`${baseUrl}/packing-for-mars/`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    const guides = page.getByRole('region', { name: 'Where most trips start' }).getByRole('listitem').getByRole('link');
    expect(await guides.count()).toBeGreaterThanOrEqual(4);
    await page.getByRole('searchbox', { name: 'Search items and guides' }).fill('batteries');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\/search\/\?q=batteries$/);
    expect(await page.locator('.search-results li:not(.answer-hit) > a').first().textContent()).toBe('Electronics and spare batteries');
  });
});
