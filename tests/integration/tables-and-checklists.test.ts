import * as cheerio from 'cheerio';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, inject, it } from 'vitest';
import { allPages } from '@/lib/content/catalogue';
import { markdownPath, pagePath } from '@/lib/site/urls';

const baseUrl = inject('baseUrl');
const parser = unified().use(remarkParse).use(remarkGfm);
const guides = allPages().filter((page) => page.kind === 'guide');

/** A table as a reader sees it: its header cells and how many body rows and columns it has. */
type TableShape = { header: string[]; rows: number; columns: number };
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

function markdownTables(tree: Root): TableShape[] {
  const tables: TableShape[] = [];
  visit(tree, 'table', (table) => {
    const [head, ...body] = table.children;
    tables.push({ header: head.children.map((cell) => words(toString(cell))), rows: body.length, columns: head.children.length });
  });
  return tables;
}

/** Every task-list item's text, in order: the lines of the page's checklists. */
function markdownChecklistItems(tree: Root): string[] {
  const items: string[] = [];
  visit(tree, 'listItem', (item) => {
    if (typeof item.checked === 'boolean') items.push(words(toString(item)));
  });
  return items;
}

function htmlTables($: cheerio.CheerioAPI): TableShape[] {
  return $('article table')
    .map((_, table) => {
      const header = $(table).find('thead th').map((__, cell) => words($(cell).text())).get();
      return [{ header, rows: $(table).find('tbody tr').length, columns: header.length }];
    })
    .get();
}

const htmlChecklistItems = ($: cheerio.CheerioAPI) =>
  $('article label.checklist-item')
    .map((_, label) => words($(label).text()))
    .get();

describe.each(guides.map((guide) => [guide.slug, guide] as const))('the guide %s, served', (slug, guide) => {
  // Tables may also sit in FAQ answers, which the page and the mirror both carry.
  const source = parser.parse([guide.body, ...guide.faq.map((pair) => pair.answer)].join('\n\n'));
  const expectedTables = markdownTables(source);
  const expectedItems = markdownChecklistItems(source);

  it(`has every table (${expectedTables.length}) and checklist line (${expectedItems.length}) of its Markdown in its HTML page`, async () => {
    const response = await fetch(`${baseUrl}${pagePath(slug)}`);
    expect(response.status).toBe(200);
    const $ = cheerio.load(await response.text());
    expect(htmlTables($)).toEqual(expectedTables);
    expect(htmlChecklistItems($)).toEqual(expectedItems);
    // Every line is a real, named checkbox, served disabled until the browser code can keep its tick.
    expect($('article label.checklist-item > input[type="checkbox"][disabled][data-checklist-item]').length).toBe(expectedItems.length);
    expect($('article .checklist button[data-checklist-clear]').length).toBe(1);
  });

  it('has every table and checklist line in its Markdown mirror, the checklist still a task list', async () => {
    const response = await fetch(`${baseUrl}${markdownPath(slug)}`);
    expect(response.status).toBe(200);
    const mirror = await response.text();
    const tree = parser.parse(mirror);
    expect(markdownTables(tree)).toEqual(expectedTables);
    expect(markdownChecklistItems(tree)).toEqual(expectedItems);
    expect(mirror.match(/^- \[ \] /gm)?.length).toBe(expectedItems.length);
    expect(mirror).not.toContain('<input');
  });
});

it('the guides hold tables and checklists to compare', () => {
  const totals = guides.reduce(
    (sum, guide) => {
      const tree = parser.parse(guide.body);
      return { tables: sum.tables + markdownTables(tree).length, items: sum.items + markdownChecklistItems(tree).length };
    },
    { tables: 0, items: 0 },
  );
  expect(totals.tables).toBeGreaterThan(20);
  expect(totals.items).toBeGreaterThan(guides.length * 5);
});
