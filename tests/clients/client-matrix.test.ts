import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ClientUnderTest, HandedOn, Session, ToolCall } from './client-under-test';
import { frameworkClients } from './framework-clients';
import { modelLoopClients } from './model-loop-clients';
import { sdkClients } from './sdk-clients';
import { pageIndex } from '../support/served-pages';
import type { SearchResponse } from '@/lib/api/schemas';
import type { ChangeList } from '@/lib/changes/change-schema';

const baseUrl = inject('baseUrl');
const clients: ClientUnderTest[] = [...sdkClients, ...frameworkClients, ...modelLoopClients];

const PAGE = 'liquids-and-toiletries';
/** A section of PAGE, as a search answer's url names it. */
const SECTION = 'the-100-ml-rule-and-the-clear-bag';
/** A cap on a get_page reply that PAGE does not fit in. */
const MAX_CHARACTERS = 6000;
const TYPICAL_QUERY = 'power bank on a plane';
const OUT_OF_SCOPE_QUERY = 'falconry lessons';
const CHANGES_SINCE = '2026-01-01';
const ITEM_QUERY = '27000mAh power bank';
/** The rule check_item reads for a power bank on a US flight, and the owner's page it cites. */
const ITEM_RULE = 'lithium-ion-batteries';
const ITEM_SOURCE = 'https://www.tsa.gov/travel/security-screening/whatcanibring/items/lithium-batteries-100-watt-hours-or-less-device';
/** An item's Markdown address, as check_item gives it in `md_url`. */
const ITEM_MARKDOWN = '/items/power-bank/index.md';

/** Every tool with typical, out-of-scope and invalid arguments, in the order a model asks for them. */
const calls = {
  searchTypical: { name: 'search_answers', arguments: { query: TYPICAL_QUERY } },
  searchOutOfScope: { name: 'search_answers', arguments: { query: OUT_OF_SCOPE_QUERY } },
  searchInvalid: { name: 'search_answers', arguments: { query: '' } },
  pageTypical: { name: 'get_page', arguments: { url_or_slug: PAGE } },
  pageUnknown: { name: 'get_page', arguments: { url_or_slug: 'power-bank' } },
  pageInvalid: { name: 'get_page', arguments: {} },
  pageItem: { name: 'get_page', arguments: { url_or_slug: ITEM_MARKDOWN } },
  pageSection: { name: 'get_page', arguments: { url_or_slug: PAGE, section: SECTION } },
  pageCapped: { name: 'get_page', arguments: { url_or_slug: PAGE, maxCharacters: MAX_CHARACTERS } },
  listTypical: { name: 'list_pages', arguments: {} },
  changesTypical: { name: 'list_changes', arguments: { since: CHANGES_SINCE } },
  changesInvalid: { name: 'list_changes', arguments: { kind: 'new-rules' } },
  itemTypical: { name: 'check_item', arguments: { item: ITEM_QUERY, from: 'US', date: '2026-12-20' } },
  itemInvalid: { name: 'check_item', arguments: { item: 'power bank', via: 'LHR' } },
  bagTypical: { name: 'check_bag', arguments: { dimensions: [22, 14, 9], unit: 'in', airlines: ['UA', 'Ryanair'] } },
  bagInvalid: { name: 'check_bag', arguments: { dimensions: [55, 40], airlines: ['FR'] } },
} satisfies Record<string, ToolCall>;
type CallName = keyof typeof calls;
const callNames = Object.keys(calls) as CallName[];

// A result a client passes on once, as text or as an object, is at most its own length plus the short
// citation block and some framing; handed on twice (LangChain before the second block) it is about 2×.
const ONCE = 1.3;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, member]) => [key, ...keysOf(member)]);
}

/** What each client handed the model for each call, in characters: the figures the matrix reports. */
const measured: Record<string, Partial<Record<CallName, HandedOn>>> = {};

// The table the notes record (test-output/ is not committed): what each client handed on, in characters.
afterAll(() => {
  mkdirSync('test-output', { recursive: true });
  const rows = Object.entries(measured).map(([client, results]) =>
    [client, ...callNames.map((callName) => (results[callName] ? `${results[callName].form} ${results[callName].text.length}` : '–'))].join(' | '),
  );
  writeFileSync('test-output/mcp-client-matrix.md', [`client | ${callNames.join(' | ')}`, ...rows].join('\n') + '\n');
});

describe.each(clients.map((client) => [client.name, client] as const))('%s', (name, client) => {
  let session: Session;
  let handed: Record<CallName, HandedOn>;
  let mirror: string;
  let itemMirror: string;
  let sectionMirror: string;
  let search: SearchResponse;
  let outOfScope: SearchResponse;
  let pages: { url: string; title: string; md_url: string; description: string; dateModified?: string | null }[];
  let changes: ChangeList;

  beforeAll(async () => {
    [session, mirror, itemMirror, sectionMirror, search, outOfScope, pages, changes] = await Promise.all([
      client.session(`${baseUrl}/mcp`, Object.values(calls)),
      fetch(`${baseUrl}/${PAGE}/index.md`).then((response) => response.text()),
      fetch(`${baseUrl}${ITEM_MARKDOWN}`).then((response) => response.text()),
      fetch(`${baseUrl}/${PAGE}/index.md?section=${SECTION}`).then((response) => response.text()),
      fetch(`${baseUrl}/api/search?q=${encodeURIComponent(TYPICAL_QUERY)}`).then((response) => response.json() as Promise<SearchResponse>),
      fetch(`${baseUrl}/api/search?q=${encodeURIComponent(OUT_OF_SCOPE_QUERY)}`).then((response) => response.json() as Promise<SearchResponse>),
      pageIndex(baseUrl),
      fetch(`${baseUrl}/api/changes.json?since=${CHANGES_SINCE}`).then((response) => response.json() as Promise<ChangeList>),
    ]);
    handed = Object.fromEntries(callNames.map((callName, index) => [callName, session.results[index]!])) as Record<CallName, HandedOn>;
    measured[name] = handed;
  }, 180_000);

  it('offers the model the five tools, their arguments described and no $schema key', () => {
    expect(session.tools.map((tool) => tool.name).sort()).toEqual(['check_bag', 'check_item', 'get_page', 'list_changes', 'list_pages', 'search_answers']);
    const schemaOf = (toolName: string) => session.tools.find((tool) => tool.name === toolName)!.inputSchema;
    // Some clients add arguments of their own (Gemini CLI: `wait_for_previous`).
    expect(Object.keys((schemaOf('search_answers').properties ?? {}) as object)).toContain('query');
    expect(Object.keys((schemaOf('get_page').properties ?? {}) as object)).toContain('url_or_slug');
    for (const { name: toolName, inputSchema } of session.tools) {
      const { $schema, ...schema } = inputSchema;
      if (!client.ownDialect) expect($schema, toolName).toBeUndefined();
      expect(keysOf(schema), toolName).not.toContain('$schema');
    }
  });

  it('search_answers: the hits once, the answer and its url to cite among them', () => {
    const { form, text } = handed.searchTypical;
    expect(form).not.toBe('thrown');
    expect(text).toContain(search.results[0]!.url);
    expect(text).toContain(search.results[0]!.answer!.url);
    expect(text.length).toBeLessThanOrEqual(JSON.stringify(search).length * ONCE);
  });

  it('search_answers out of scope: the suggestion of what to try instead', () => {
    expect(handed.searchOutOfScope.text).toContain(outOfScope.suggestion!.message);
  });

  /** A Markdown document handed on once, whole, as text or in an object. */
  function expectWholeOnce({ form, text }: HandedOn, markdown: string) {
    expect(form).not.toBe('thrown');
    // A long line of the document with nothing JSON would escape reads the same in text and in an object.
    const probe = markdown.split('\n').filter((line) => /^[\w ,.;:()'-]+$/.test(line)).sort((a, b) => b.length - a.length)[0]!;
    expect(probe.length).toBeGreaterThan(60);
    expect(occurrences(text, probe)).toBe(1);
    if (form === 'text') expect(text).toContain(markdown);
    expect(text.length).toBeGreaterThanOrEqual(markdown.length);
    expect(text.length).toBeLessThanOrEqual(markdown.length * ONCE);
  }

  it('get_page: the page once, whole, as text or in an object', () => {
    expectWholeOnce(handed.pageTypical, mirror);
  });

  it('get_page for a section: that part once, whole, as its mirror serves it', () => {
    expect(sectionMirror).toContain(`#${SECTION}`);
    expectWholeOnce(handed.pageSection, sectionMirror);
  });

  it('get_page with maxCharacters: whole sections within the cap, and the ids of those left out', () => {
    const { form, text } = handed.pageCapped;
    expect(form).not.toBe('thrown');
    expect(text).toContain('## Left out');
    expect(text).toContain(`\`${SECTION}\``);
    expect(text.length).toBeLessThanOrEqual(MAX_CHARACTERS * ONCE);
  });

  it('get_page for an item’s md_url: its verdicts under every rule, once, as served there', () => {
    expect(itemMirror).toContain(ITEM_SOURCE);
    expectWholeOnce(handed.pageItem, itemMirror);
  });

  it('get_page for an unknown page: the guide on that topic, and how to find others', () => {
    expect(handed.pageUnknown.text).toContain('electronics-and-batteries');
    expect(handed.pageUnknown.text).toContain('search_answers');
  });

  it('list_pages: every page once', () => {
    const { form, text } = handed.listTypical;
    expect(form).not.toBe('thrown');
    for (const page of pages) expect(text).toContain(`"${page.url}"`);
    expect(occurrences(text, '"md_url"')).toBe(pages.length);
    const listed = { count: pages.length, pages: pages.map(({ title, url, md_url, description, dateModified }) => ({ title, url, md_url, description, dateModified })) };
    expect(text.length).toBeLessThanOrEqual(JSON.stringify(listed).length * ONCE);
  });

  it('list_changes: every change since the day once, with the rule owner to cite', () => {
    const { form, text } = handed.changesTypical;
    expect(form).not.toBe('thrown');
    expect(changes.count).toBeGreaterThan(0);
    for (const change of changes.changes) expect(occurrences(text, `"${change.url}"`), change.id).toBe(1);
    for (const source of changes.changes.flatMap((change) => change.rule?.sources ?? [])) expect(text).toContain(source.url);
    expect(text.length).toBeLessThanOrEqual(JSON.stringify(changes).length * ONCE);
  });

  it('check_item: the verdict under each rule, with the owner’s page to cite, handed on once', () => {
    const { form, text } = handed.itemTypical;
    expect(form).not.toBe('thrown');
    expect(occurrences(text, ITEM_RULE)).toBe(1);
    expect(text).toContain(ITEM_SOURCE);
    expect(text).toContain('99.9 Wh');
  });

  it('check_bag: each airline’s fares with where the bag fits and the pages to cite, handed on once', () => {
    const { form, text } = handed.bagTypical;
    expect(form).not.toBe('thrown');
    expect(text.match(/"code":\s*"UA"/g)).toHaveLength(1);
    expect(text.match(/"code":\s*"FR"/g)).toHaveLength(1);
    expect(text).toMatch(/"fitsAs":\s*"(personal-item|cabin-bag|checked-only|unknown)"/);
    expect(text).toMatch(/"sources":\s*\[\s*\{/);
  });

  it.each([
    ['search_answers', 'searchInvalid', 'query'],
    ['get_page', 'pageInvalid', 'url_or_slug'],
    ['list_changes', 'changesInvalid', 'kind'],
    ['check_item', 'itemInvalid', 'via'],
    ['check_bag', 'bagInvalid', 'dimensions'],
  ] as const)('%s with invalid arguments: advice that names the argument', (_, callName, argument) => {
    if (client.ownArgumentCheck) expect(handed[callName].text).toMatch(client.ownArgumentCheck);
    else expect(handed[callName].text).toContain(argument);
  });
});
