import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { checklistStorageKey } from '@/lib/checklists/checklist-markup';
import { allPages } from '@/lib/content/catalogue';
import { pagePath } from '@/lib/site/urls';

const baseUrl = inject('baseUrl');
const GUIDE = 'one-week-packing-list';
const ITEM = 'Three tops (plus one worn)';
const guides = allPages().filter((page) => page.kind === 'guide');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The boxes are enabled once the checklist code has run and restored any saved ticks. */
async function openChecklist(page: Page, slug = GUIDE) {
  await page.goto(`${baseUrl}${pagePath(slug)}`);
  const box = page.getByRole('checkbox', { name: ITEM });
  await expect.poll(() => page.getByRole('checkbox').first().isEnabled()).toBe(true);
  return box;
}

const storedTicks = (page: Page, slug = GUIDE) => page.evaluate((key) => localStorage.getItem(key), checklistStorageKey(slug));

describe('a packing checklist on a phone', () => {
  it('ticks with the keyboard, keeps the tick across a reload, in this browser only, and clears it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const box = await openChecklist(page);
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    expect(JSON.parse((await storedTicks(page))!)).toEqual(['three-tops-plus-one-worn']);

    await page.reload();
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(1);

    // Ticks belong to one page: another guide with its own checklist starts empty.
    const other = await context.newPage();
    await openChecklist(other, 'weekend-packing-list');
    expect(await other.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await other.close();

    const clear = page.getByRole('button', { name: 'Clear ticks' });
    await clear.focus();
    await page.keyboard.press('Enter');
    expect(await box.isChecked()).toBe(false);
    expect(await page.locator('.checklist [role="status"]').textContent()).toBe('All ticks cleared');
    expect(await storedTicks(page)).toBeNull();
    await page.reload();
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    await context.close();
  });

  it('counts what is packed, undoes "Clear ticks", and says the ticks stay on this device', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const box = await openChecklist(page);
    const total = await page.getByRole('checkbox').count();
    const count = page.locator('.checklist-count');
    expect(await count.textContent()).toBe(`0 of ${total} packed`);
    await box.check();
    await page.getByRole('checkbox').nth(5).check();
    expect(await count.textContent()).toBe(`2 of ${total} packed`);
    expect(await page.locator('.checklist').innerText()).toContain('Ticks are kept in this browser on this device only.');

    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await undo.isVisible()).toBe(false);
    const clear = page.getByRole('button', { name: 'Clear ticks' });
    await clear.click();
    expect(await count.textContent()).toBe(`0 of ${total} packed`);
    expect(await clear.isDisabled(), 'nothing left to clear').toBe(true);
    expect(await undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await undo.click();
    expect(await count.textContent()).toBe(`2 of ${total} packed`);
    expect(await box.isChecked()).toBe(true);
    expect(await page.locator('.checklist [role="status"]').textContent()).toBe('Ticks restored');
    expect(JSON.parse((await storedTicks(page))!)).toHaveLength(2);
    expect(await undo.isVisible()).toBe(false);
    await context.close();
  });

  it('copies the checklist as plain lines under their headings, from the share menu', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await openChecklist(page);
    await page.getByText('Share, print or save', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy checklist' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Copied the checklist' }).count()).toBe(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([await page.locator('h1').innerText(), '', await page.locator('.checklist h2').first().innerText()]);
    expect(lines).toContain(`- ${ITEM}`);
    expect(lines.filter((line) => line.startsWith('- '))).toHaveLength(await page.getByRole('checkbox').count());
    await context.close();
  });

  it('gives every line a touch target at least 44 px tall, the whole line ticking its box', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    const box = await openChecklist(page);
    const heights = await page.locator('label.checklist-item').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    await page.locator('label.checklist-item', { hasText: ITEM }).locator('.checklist-text').click();
    expect(await box.isChecked()).toBe(true);
    await page.close();
  });

  it('shows the checklist without JavaScript, its boxes disabled rather than forgetting ticks', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${pagePath(GUIDE)}`);
    const boxes = page.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(20);
    expect(await boxes.first().isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: ITEM }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Clear ticks' }).isDisabled()).toBe(true);
    await context.close();
  });
});

describe('printing a guide', () => {
  it('prints the checklist alone: no header, navigation, search, footer or controls, and empty squares even for ticked lines', async () => {
    const page = await browser.newPage();
    const box = await openChecklist(page);
    await box.check();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.site-header', 'nav[aria-label="Site"]', 'form[role="search"]', '.site-footer', 'nav[aria-label="Breadcrumb"]', '.share-menu', '.contents-nav', '.jump-bar', '.short-answer', '.faq', '.related', '.checklist-actions']) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    expect(await page.locator('h1').isVisible()).toBe(true);
    expect(await page.locator('.checklist').isVisible()).toBe(true);
    expect(await page.locator('.prose > h2').first().isVisible()).toBe(false);
    const square = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      return { appearance: style.appearance, border: style.borderTopStyle, background: style.backgroundColor };
    });
    expect(square).toEqual({ appearance: 'none', border: 'solid', background: 'rgb(255, 255, 255)' });
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('prints the checklist from a button at its end, and the sheet says how to print the whole guide', async () => {
    const page = await browser.newPage();
    await openChecklist(page);
    await page.evaluate(`window.print = () => { window.printed = (window.printed ?? 0) + 1; }`);
    await page.locator('.checklist').getByRole('button', { name: 'Print checklist' }).click();
    expect(await page.evaluate(`window.printed`)).toBe(1);
    expect(await page.locator('.checklist-print-note').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.checklist-print-note').isVisible()).toBe(true);
    await page.close();
  });

  it('prints the whole guide from "Print guide": the short answer, the rules and the sources, footed with the site, address and date', async () => {
    const page = await browser.newPage();
    await openChecklist(page);
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByText('Share, print or save', { exact: true }).click();
    await page.getByRole('button', { name: 'Print guide' }).click();
    await page.emulateMedia({ media: 'print' });
    for (const shown of ['.short-answer', '.prose > h2', '.sources', '.checklist', '.citation']) {
      expect(await page.locator(shown).first().isVisible(), shown).toBe(true);
    }
    expect(await page.locator('.citation').innerText()).toMatch(/Packwise, https?:\/\/\S+\/one-week-packing-list\/, updated \w+ \d+, \d{4}$/);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await page.locator('.prose > h2').first().isVisible()).toBe(false);
    await page.close();
  });

  it.each(guides.map((guide) => guide.slug))('fits the checklist of %s on one sheet, A4 or Letter', async (slug) => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${pagePath(slug)}`);
    for (const format of ['A4', 'Letter']) {
      const pdf = (await page.pdf({ format })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)?.length, format).toBe(1);
    }
    await page.close();
  });
});
