import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePaths } from '@/lib/site/route-paths';
import { MIN_PUBLISHED_ANSWERS } from '@/lib/survey/release-counts';
import { launchBrowser } from '../support/browser';
import { cspViolationsOn, pageWatchingCsp } from '../support/csp-violations';
import { answerBody, honeypotOfProof, postAnswer, readyProofs } from '../support/survey-client';
import { serveSurvey, type SurveyServer } from '../support/survey-server';
import { TEST_MIN_FILL_MS } from '../support/survey-test-env';

const LONG_TRIP = 'Longer than two weeks';
let browser: Browser;
/** A server with an empty store of its own, so the traveler's answer is the one that completes the first release. */
let app: SurveyServer;
let baseUrl: string;

beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), serveSurvey()]);
  baseUrl = app.baseUrl;
}, 120_000);
afterAll(async () => {
  await browser.close();
  await app?.remove();
});

const longTripRow = (page: Page) => page.getByRole('row', { name: new RegExp(LONG_TRIP) });

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
  }
  throw new Error('never reached the element with Tab');
}

describe('a traveler answers the survey with the keyboard', () => {
  it('fills the form, the proof of work solves under the CSP, the thank-you shows, and the answer that completes 10 makes the first release', async () => {
    const seeds = await readyProofs(baseUrl, MIN_PUBLISHED_ANSWERS - 1);
    const seedAnswer: [string, string][] = [['tripLength', 'longer'], ['tripKind', 'outdoors'], ['bagSetup', 'checked']];
    const seeded = await Promise.all(seeds.map((proof, index) => postAnswer(baseUrl, answerBody(proof, seedAnswer), { address: `10.3.0.${index}` })));
    expect(seeded.map((response) => response.status)).toEqual(Array(seeds.length).fill(201));

    const page = await pageWatchingCsp(browser);
    await page.goto(`${baseUrl}${routePaths.surveyResults}`);
    expect(await longTripRow(page).count()).toBe(0);

    await page.goto(`${baseUrl}${routePaths.survey}`);
    await expect.poll(() => page.locator('fieldset.survey-fields').isDisabled()).toBe(false);
    await tabTo(page, (element) => element.getAttribute('name') === 'tripLength');
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.type('38');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await tabTo(page, (element) => element.getAttribute('name') === 'tip');
    await page.keyboard.type('A packing cube per day of the trip.');
    expect(await page.locator('input[name="tripLength"]:checked').inputValue()).toBe('longer');
    expect(await page.locator('input[name="overpacked"]:checked').inputValue()).toBe('clothes');

    // The widget fetched its challenge on load and solves it in a same-origin worker.
    await expect.poll(() => page.locator('input[name="altcha"]').inputValue(), { timeout: 15_000 }).not.toBe('');
    expect(await cspViolationsOn(page)).toEqual([]);
    // A person needs longer than the test server's minimum fill time to read eight questions; a script does not.
    await page.waitForTimeout(TEST_MIN_FILL_MS);
    await tabTo(page, (element) => element.tagName === 'BUTTON' && element.textContent === 'Send my answers');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${routePaths.surveyThanks}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you for answering');

    await page.getByRole('main').getByRole('link', { name: 'packing survey results', exact: true }).click();
    await page.waitForURL(`${baseUrl}${routePaths.surveyResults}`);
    expect(await longTripRow(page).locator('td').first().textContent()).toBe(String(MIN_PUBLISHED_ANSWERS));
    expect(await cspViolationsOn(page)).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a refusal keeps everything typed and says why', async () => {
    const page = await pageWatchingCsp(browser);
    await page.goto(`${baseUrl}${routePaths.survey}`);
    await expect.poll(() => page.locator('fieldset.survey-fields').isDisabled()).toBe(false);
    await page.getByLabel('One packing tip').fill('Keep this text.');
    await page.getByRole('radio', { name: 'A weekend (1–3 nights)' }).check();
    await page.getByRole('radio', { name: 'City break' }).check();
    await page.getByRole('radio', { name: 'A checked bag' }).check();
    await expect.poll(() => page.locator('input[name="altcha"]').inputValue(), { timeout: 15_000 }).not.toBe('');
    // The honeypot is the one this form's challenge named, out of sight, out of the tab order and
    // hidden from assistive technology; only a bot fills it.
    const trap = page.locator('.survey-trap input');
    expect(await trap.getAttribute('name')).toBe(honeypotOfProof(await page.locator('input[name="altcha"]').inputValue()));
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await page.locator('.survey-trap').getAttribute('aria-hidden')).toBe('true');
    await trap.fill('bot', { force: true });
    await page.getByRole('button', { name: 'Send my answers' }).click();
    await expect.poll(() => page.locator('.survey-problem').textContent()).toMatch(/never see/);
    expect(await page.getByLabel('One packing tip').inputValue()).toBe('Keep this text.');
    expect(page.url()).toBe(`${baseUrl}${routePaths.survey}`);
    await page.context().close();
  }, 60_000);
});

describe('without JavaScript', () => {
  it('the survey explains why it needs JavaScript and cannot be sent', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${routePaths.survey}`);
    // Without JavaScript the browser renders what is inside <noscript>.
    const explanation = await page.evaluate(() => {
      const note = document.querySelector('noscript + form, noscript')?.parentElement?.querySelector('noscript p');
      return note ? { text: note.textContent, shown: note.getBoundingClientRect().height > 0 } : null;
    });
    expect(explanation).toMatchObject({ text: expect.stringContaining('This survey needs JavaScript'), shown: true });
    expect(await page.getByRole('button', { name: 'Send my answers' }).isDisabled()).toBe(true);
    await context.close();
  });
});
