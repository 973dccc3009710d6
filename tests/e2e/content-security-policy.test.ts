import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { cspViolationsOn, pageWatchingCsp } from '../support/csp-violations';
import { pageIndex } from '../support/served-pages';
import { routePaths } from '@/lib/site/route-paths';

const baseUrl = inject('baseUrl');
const paths = [...(await pageIndex(baseUrl)).map((page) => page.path), '/search/?q=liquids', '/items/', '/items/?q=wine', '/items/power-bank/', '/items/laptop/?from=CA', '/airlines/', '/airlines/?region=us&cabin=included', '/airlines/ua/', '/no-such-guide/'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page that records CSP refusals, allowed to use the clipboard as the copy button does. */
async function watchedPage(): Promise<Page> {
  const page = await pageWatchingCsp(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  return page;
}

describe('the Content-Security-Policy in a real browser', () => {
  it.each(paths)('refuses nothing on %s', async (path) => {
    const page = await watchedPage();
    // The load event waits for every script the page names (async ones too): an inline script the policy
    // refused, or a chunk it blocked, has been reported by then. Waiting for an idle network would also
    // wait out the survey's proof of work, which the survey's own browser test watches.
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    expect(await cspViolationsOn(page)).toEqual([]);
    await page.context().close();
  });

  it('refuses nothing on the survey results served from the process’s copy, whose buttons work', async () => {
    const page = await watchedPage();
    const resultsUrl = `${baseUrl}${routePaths.surveyResults}`;
    const policyOf = async () => (await (await page.goto(resultsUrl, { waitUntil: 'load' }))!.allHeaders())['content-security-policy'];
    await expect.poll(policyOf, { timeout: 15_000 }).not.toMatch(/'nonce-/);
    await page.getByText('Share, print or save', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(resultsUrl);
    expect(await cspViolationsOn(page)).toEqual([]);
    await page.context().close();
  });

  it('refuses nothing while a reader searches, opens a guide and copies it as Markdown', async () => {
    const page = await watchedPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('combobox', { name: 'Search items and guides' }).fill('liquids');
    await page.getByRole('option').first().click();
    await page.waitForURL(`${baseUrl}/liquids-and-toiletries/`);
    await page.getByText('Share, print or save', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Liquids/);
    expect(await cspViolationsOn(page)).toEqual([]);
    await page.context().close();
  });
});
