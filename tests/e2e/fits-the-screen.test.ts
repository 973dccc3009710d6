import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allPages } from '@/lib/content/catalogue';
import { pagePath } from '@/lib/site/urls';
import { launchBrowser } from '../support/browser';
import { smallestLabel } from '../support/diagram-labels';

// An outside review on a phone found diagrams cut off with no sign, table rows a swipe away from their
// names, and section links that skip the answer. These read the boxes a traveler sees, on every guide.
const baseUrl = inject('baseUrl');
const SCREENSHOT_DIR = 'test-output/screenshots/fits-the-screen';
const guides = allPages().filter((page) => page.kind === 'guide');
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
] as const;
const cases = screens.flatMap((screen) => (['light', 'dark'] as const).map((colorScheme) => ({ ...screen, colorScheme, label: `${screen.name}, ${colorScheme}` })));
const MIN_LABEL_PX = 12;

type DiagramBox = { file: string; drawnWidth: number; naturalWidth: number; right: number; hidden: number };
type TableBox = {
  layout: string;
  right: number;
  overflows: boolean;
  overflowX: string;
  endShadow: number;
  firstColumnSticky: boolean;
  /** On a phone, each labelled cell of a card and what its label shows; null where the table is no cards. */
  cards: { label: string; shown: string }[] | null;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});
afterAll(async () => {
  await browser.close();
});

async function diagramBoxes(page: Page): Promise<DiagramBox[]> {
  return page.locator('figure.diagram').evaluateAll(async (figures) => {
    const boxes = [];
    for (const figure of figures) {
      const image = figure.querySelector('img')!;
      // Diagrams load lazily: load this one now, to read which drawing the browser chose.
      image.loading = 'eager';
      await image.decode();
      boxes.push({
        file: new URL(image.currentSrc).pathname.split('/').pop()!,
        drawnWidth: image.getBoundingClientRect().width,
        naturalWidth: image.naturalWidth,
        right: figure.getBoundingClientRect().right,
        hidden: figure.scrollWidth - figure.clientWidth,
      });
    }
    return boxes;
  });
}

async function tableBoxes(page: Page): Promise<TableBox[]> {
  return page.locator('.prose .table-frame').evaluateAll((frames) =>
    frames.map((frame) => {
      const scroller = frame.querySelector<HTMLElement>('.table-scroll')!;
      const table = scroller.querySelector('table')!;
      const cardCells = [...table.querySelectorAll<HTMLElement>('tbody td:not(:first-child):not(:empty)')];
      const firstCell = table.querySelector('tbody td')!;
      return {
        layout: frame.dataset.layout!,
        right: frame.getBoundingClientRect().right,
        overflows: scroller.scrollWidth > scroller.clientWidth,
        overflowX: getComputedStyle(scroller).overflowX,
        endShadow: Number(getComputedStyle(frame, '::after').opacity),
        firstColumnSticky: getComputedStyle(firstCell).position === 'sticky',
        cards: getComputedStyle(table).display === 'block' ? cardCells.map((cell) => ({ label: cell.dataset.label ?? '', shown: getComputedStyle(cell, '::before').content })) : null,
      };
    }),
  );
}

describe.each(cases)('every guide on a $label', ({ name, viewport, colorScheme }) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport, colorScheme });
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(guides.map((guide) => guide.slug))('%s: no diagram or table is cut off without a way to scroll it, and table cards show their labels', async (slug) => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${pagePath(slug)}`);

    for (const [index, diagram] of (await diagramBoxes(page)).entries()) {
      const where = `${slug}, diagram ${index + 1} (${diagram.file})`;
      expect(diagram.file.endsWith('-portrait.svg'), where).toBe(name === 'phone');
      expect((smallestLabel(diagram.file) * diagram.drawnWidth) / diagram.naturalWidth, where).toBeGreaterThanOrEqual(MIN_LABEL_PX);
      expect({ right: diagram.right <= viewport.width, hidden: diagram.hidden }, where).toEqual({ right: true, hidden: 0 });
      await page.locator('figure.diagram').nth(index).screenshot({ path: `${SCREENSHOT_DIR}/${name}-${colorScheme}-${slug}-diagram-${index + 1}.png` });
    }

    for (const [index, table] of (await tableBoxes(page)).entries()) {
      const where = `${slug}, table ${index + 1} (${table.layout})`;
      expect(table.right, where).toBeLessThanOrEqual(viewport.width);
      if (table.overflows) {
        // It scrolls, says so with a shadow on the side with more to see, and keeps each row's name in view.
        expect({ overflowX: table.overflowX, shadow: table.endShadow > 0.5, sticky: table.firstColumnSticky }, where).toEqual({ overflowX: 'auto', shadow: true, sticky: true });
      } else {
        expect(table.endShadow, `${where}: a table that fits casts no shadow`).toBe(0);
      }
      if (name === 'phone' && table.layout === 'cards') {
        expect({ cards: table.cards !== null, overflows: table.overflows }, where).toEqual({ cards: true, overflows: false });
        for (const { label, shown } of table.cards!) {
          expect(label, where).not.toBe('');
          expect(shown.startsWith(`"${label} "`), `${where}: ${shown}`).toBe(true);
        }
      }
      await page.locator('.prose .table-frame').nth(index).screenshot({ path: `${SCREENSHOT_DIR}/${name}-${colorScheme}-${slug}-table-${index + 1}.png` });
    }
    await page.close();
  });

  it.each(guides.map((guide) => guide.slug))('%s: opened at a section, shows the short answer above the section', async (slug) => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${pagePath(slug)}`);
    const headings = await page.locator('.prose h2[id]').evaluateAll((elements) => elements.map((element) => element.id));
    const section = headings[Math.floor(headings.length / 2)];
    await page.goto(`${baseUrl}${pagePath(slug)}#${section}`);
    const heading = page.locator(`[id="${section}"]`);
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(viewport.height / 2);
    const bar = await page.locator('.answer-bar').boundingBox();
    expect(bar, `${slug}#${section}: the bar is shown`).not.toBeNull();
    expect({ atTop: bar!.y, compact: bar!.height <= viewport.height / 6 }).toEqual({ atTop: 0, compact: true });
    expect((await heading.boundingBox())!.y, `${slug}#${section}: the section starts below the bar`).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    expect(await page.locator('.answer-bar').innerText()).toMatch(/^Short answer: \S/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${colorScheme}-${slug}-at-section.png` });
    await page.close();
  });

  it.each(guides.map((guide) => guide.slug))('%s: opened at a FAQ answer, as search answers link it, shows the entry open with its question below the bar', async (slug) => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${pagePath(slug)}`);
    const answers = await page.locator('.faq details .prose[id]').evaluateAll((elements) => elements.map((element) => element.id));
    const answer = answers[Math.floor(answers.length / 2)];
    await page.goto(`${baseUrl}${pagePath(slug)}#${answer}`);
    const entry = page.locator('.faq details').filter({ has: page.locator(`[id="${answer}"]`) });
    await expect.poll(() => entry.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
    const question = (await entry.locator('summary').boundingBox())!;
    const bar = (await page.locator('.answer-bar').boundingBox())!;
    expect(question.y, `${slug}#${answer}: the question starts below the bar`).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(question.y + question.height).toBeLessThan(viewport.height);
    await page.close();
  });
});
