import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { allPages } from '@/lib/content/catalogue';
import { renderMarkdownPage, renderMarkdownToHtml } from '@/lib/content/markdown';
import { SHORT_VALUE_WORDS } from '@/lib/content/rehype-tables';

const sentence = 'Wear the bulkiest pair on the plane to save room.';
const cardTable = `## How many of each\n\n| Item | Pack | Why |\n|---|---|---|\n| Shoes | 1 | ${sentence} |\n| Socks | 4 | Small |\n`;
const valueTable = '## Liquids by airport\n\n| Airport | Limit | Since |\n|---|---|---|\n| London Heathrow, all four terminals | 2 litres | 23 January 2026 |\n| Gatwick | 100 ml | |\n';

describe('a table on a phone', () => {
  it(`becomes cards when a value holds more than ${SHORT_VALUE_WORDS} words, each value labelled with its column`, () => {
    const $ = cheerio.load(renderMarkdownToHtml(cardTable));
    expect($('.table-frame').attr('data-layout')).toBe('cards');
    expect($('tbody tr').first().find('td').map((_, cell) => $(cell).attr('data-label')).get()).toEqual(['Item:', 'Pack:', 'Why:']);
    // display: block drops a table's roles in some browsers, so a card table states them.
    expect([$('table').attr('role'), $('tbody').attr('role'), $('tbody tr').attr('role'), $('th').first().attr('role'), $('td').first().attr('role')]).toEqual([
      'table',
      'rowgroup',
      'row',
      'columnheader',
      'cell',
    ]);
  });

  it('keeps a table of short values as a table that scrolls, every cell still labelled', () => {
    const $ = cheerio.load(renderMarkdownToHtml(valueTable));
    expect($('.table-frame').attr('data-layout')).toBe('scroll');
    expect($('table').attr('role')).toBeUndefined();
    expect($('tbody tr').last().find('td').map((_, cell) => $(cell).attr('data-label')).get()).toEqual(['Airport:', 'Limit:', 'Since:']);
  });

  it('labels a value with its column name and a colon, unless the name already ends in a question mark or a colon', () => {
    const $ = cheerio.load(renderMarkdownToHtml('| Airport | Limit | Out of the bag? |\n|---|---|---|\n| Heathrow | 2 litres | No |\n'));
    expect($('td').map((_, cell) => $(cell).attr('data-label')).get()).toEqual(['Airport:', 'Limit:', 'Out of the bag?']);
  });

  it('scrolls in a region keyboards reach, named after its section, a second table in a section numbered', () => {
    const $ = cheerio.load(renderMarkdownToHtml(`${valueTable}\n${valueTable.replace(/^## .*\n/, '')}`));
    const regions = $('.table-frame > .table-scroll');
    expect(regions.map((_, region) => [[$(region).attr('role'), $(region).attr('tabindex'), $(region).attr('aria-label')]]).get()).toEqual([
      ['region', '0', 'Liquids by airport (table)'],
      ['region', '0', 'Liquids by airport (table 2)'],
    ]);
    expect(regions.children('table').length).toBe(2);
  });
});

describe('the guides the phone review named', () => {
  const tablesOf = (slug: string) => {
    const $ = cheerio.load(renderMarkdownPage(allPages().find((page) => page.slug === slug)!.body).html);
    return $('.table-frame')
      .map((_, frame) => [[$(frame).find('th').first().text(), $(frame).attr('data-layout')]])
      .get() as [string, string][];
  };

  it('shows "How many of each" in the one-week list as cards, its "Why" column being sentences', () => {
    expect(tablesOf('one-week-packing-list')).toContainEqual(['Item', 'cards']);
  });

  it('shows the liquids table by airport as cards, each headed by its airport', () => {
    expect(tablesOf('liquids-and-toiletries')).toContainEqual(['Airport or region', 'cards']);
  });

  it('keeps the electronics table of capacities and watt-hours a table', () => {
    expect(tablesOf('electronics-and-batteries')).toContainEqual(['Capacity', 'scroll']);
  });

  it('keeps the capsule table of counts a table, though a column is named in five words', () => {
    expect(tablesOf('capsule-wardrobe-and-fabrics')).toContainEqual(['Tops', 'scroll']);
  });
});

describe('the contents of a page', () => {
  it('list each section with its subsections, so dated entries under years are listed', () => {
    const { headings } = renderMarkdownPage('## 2026\n\n### 27 March 2026: two power banks\n\nText.\n\n### 23 January 2026: Heathrow\n\nText.\n\n## 2025\n\nText.\n');
    expect(headings).toEqual([
      {
        id: '2026',
        text: '2026',
        subheadings: [
          { id: '27-march-2026-two-power-banks', text: '27 March 2026: two power banks' },
          { id: '23-january-2026-heathrow', text: '23 January 2026: Heathrow' },
        ],
      },
      { id: '2025', text: '2025', subheadings: [] },
    ]);
  });

  it('of the rule-changes page list every dated entry', () => {
    const page = allPages().find((candidate) => candidate.slug === 'rule-changes')!;
    const entries = renderMarkdownPage(page.body).headings.flatMap((heading) => heading.subheadings);
    expect(entries.length).toBe(page.body.match(/^### /gm)!.length);
    expect(entries.every((entry) => /\d{4}/.test(entry.text))).toBe(true);
  });
});
