import * as cheerio from 'cheerio';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { checklistItemKey } from '@/lib/checklists/checklist-markup';
import { allPages } from '@/lib/content/catalogue';
import { renderMarkdownPage, renderMarkdownToHtml } from '@/lib/content/markdown';
import { markdownMirror } from '@/lib/content/markdown-mirror';

const guides = allPages().filter((page) => page.kind === 'guide');
const parser = unified().use(remarkParse).use(remarkGfm);

/** Each list under an h2 whose title says "checklist" (h3 subsections included), with whether every item is a task. */
function checklistSectionLists(markdown: string): { items: number; tasks: number }[] {
  const lists: { items: number; tasks: number }[] = [];
  let inChecklist = false;
  for (const node of parser.parse(markdown).children) {
    if (node.type === 'heading' && node.depth === 2) inChecklist = /checklist/i.test(JSON.stringify(node.children));
    else if (inChecklist && node.type === 'list') lists.push({ items: node.children.length, tasks: node.children.filter((item) => item.checked === false).length });
  }
  return lists;
}

function taskItemCount(markdown: string): number {
  let count = 0;
  visit(parser.parse(markdown), 'listItem', (item) => {
    if (typeof item.checked === 'boolean') count += 1;
  });
  return count;
}

const sample = [
  '## Packing checklist',
  '',
  '### Clothes',
  '',
  '- [ ] Three tops',
  '- [ ] A [rain jacket](/rainy-season-packing-list/)',
  '',
  '### Tech',
  '',
  '- [ ] Phone and charger',
  '- [ ] Phone and charger',
  '',
  'Power banks ride in the cabin.',
  '',
  '## Afterwards',
  '',
  '- An ordinary list',
].join('\n');

describe('a packing checklist in a page', () => {
  const $ = cheerio.load(renderMarkdownToHtml(sample));

  it('renders each task as one label around a checkbox and its text', () => {
    const labels = $('li.task-list-item > label.checklist-item');
    expect(labels.length).toBe(4);
    expect(labels.map((_, label) => $(label).text()).get()).toEqual(['Three tops', 'A rain jacket', 'Phone and charger', 'Phone and charger']);
    expect($('label.checklist-item > input[type="checkbox"]').length).toBe(4);
    expect($('label.checklist-item a[href="/rainy-season-packing-list/"]').text()).toBe('rain jacket');
  });

  it('serves the boxes disabled, for the browser code to enable, since a page without JavaScript cannot keep ticks', () => {
    expect($('input[type="checkbox"]:not([disabled])').length).toBe(0);
    expect($('button[data-checklist-clear]').attr('disabled')).toBeDefined();
  });

  it('keys each box by its words, unique on the page', () => {
    expect($('input[data-checklist-item]').map((_, box) => $(box).attr('data-checklist-item')).get()).toEqual([
      'three-tops',
      'a-rain-jacket',
      'phone-and-charger',
      'phone-and-charger-2',
    ]);
  });

  it('wraps the whole checklist section, and only it, ending with its controls and where ticks are kept', () => {
    const checklist = $('div.checklist');
    expect(checklist.length).toBe(1);
    expect(checklist.children('h2').text()).toBe('Packing checklist');
    expect(checklist.children('h3').map((_, heading) => $(heading).text()).get()).toEqual(['Clothes', 'Tech']);
    expect(checklist.children('p:not(.checklist-note)').text()).toBe('Power banks ride in the cabin.');
    expect(checklist.children().slice(-2).map((_, child) => $(child).attr('class')).get()).toEqual(['checklist-actions', 'checklist-note']);
    expect(checklist.children('.checklist-note').text()).toBe('Ticks are kept in this browser on this device only. Print checklist');
    expect(checklist.find('button').map((_, button) => $(button).text()).get()).toEqual(['Clear ticks', 'Undo', 'Print checklist']);
    expect(checklist.find('button:contains("Undo")').attr('hidden')).toBeDefined();
    expect($('h2#afterwards').parent('.checklist').length).toBe(0);
    expect($('h2#afterwards + ul input').length).toBe(0);
  });

  it('leaves pages without task lists as they were', () => {
    const html = renderMarkdownToHtml('## Notes\n\n- one\n- two\n');
    expect(html).not.toContain('checklist');
    expect(renderMarkdownPage('## Notes\n\n- one\n').checklist).toBeNull();
  });

  it('keeps a task list before any heading a checklist, with no heading to link to', () => {
    expect(renderMarkdownPage('- [ ] Passport\n- [ ] Charger\n').checklist).toEqual({ headingId: null });
  });
});

describe('checklist item keys', () => {
  it.each([
    ['Passport or ID card, and visas if needed', 'passport-or-id-card-and-visas-if-needed'],
    ['  Phone & charger!  ', 'phone-charger'],
    ['Crème solaire', 'creme-solaire'],
    ['…', 'item'],
    ['A very long line that goes on and on about everything a traveler might want to pack today', 'a-very-long-line-that-goes-on-and-on-about-everything-a-traveler'],
  ])('%j → %s', (text, key) => {
    expect(checklistItemKey(text, new Set())).toBe(key);
  });
});

describe.each(guides.map((guide) => [guide.slug, guide] as const))('the guide %s', (_, guide) => {
  it('writes its checklist as a Markdown task list (- [ ]), every line of it', () => {
    const lists = checklistSectionLists(guide.body);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list.tasks).toBe(list.items);
  });

  it('renders one checklist section whose boxes match the task lines, and keeps them as a task list in its Markdown mirror', () => {
    const { html, checklist } = renderMarkdownPage(guide.body);
    const $ = cheerio.load(html);
    expect($('div.checklist').length).toBe(1);
    expect($(`div.checklist > h2#${checklist?.headingId}`).length, 'the checklist heading that links point to').toBe(1);
    expect($('input[data-checklist-item]').length).toBe(taskItemCount(guide.body));
    expect(taskItemCount(markdownMirror(guide))).toBe(taskItemCount(guide.body));
    expect(markdownMirror(guide)).toMatch(/^- \[ \] /m);
  });
});
