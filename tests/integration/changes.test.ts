import { XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { connectLegacyClient, connectModernClient, MODERN_VERSION } from '../support/mcp-clients';
import { servedSchemaValidator } from '../support/served-openapi';
import type { ApiError } from '@/lib/api/schemas';
import type { ChangeList } from '@/lib/changes/change-schema';

/** Issue 35: what changed, as one dataset that the page, both feeds, the API and the MCP tool read. */

const baseUrl = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });

let schemaErrors: Awaited<ReturnType<typeof servedSchemaValidator>>;
let all: ChangeList;
beforeAll(async () => {
  schemaErrors = await servedSchemaValidator(baseUrl);
  all = (await (await get('/api/changes.json?limit=100')).json()) as ChangeList;
});

async function changes(query: string): Promise<ChangeList> {
  const response = await get(`/api/changes.json${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  const body = await response.json();
  expect(schemaErrors('ChangeList', body)).toEqual([]);
  return body as ChangeList;
}

describe('GET /api/changes.json', () => {
  it('lists rule changes and corrections, newest first, announced rules with no date on top and never a guessed date', async () => {
    const list = await changes('?limit=100');
    expect(list.count).toBe(list.changes.length);
    expect(list.count).toBe(list.total);
    expect(new Set(list.changes.map((change) => change.kind))).toEqual(new Set(['rule-change', 'correction']));
    const dates = list.changes.map((change) => change.date ?? '9999-12-31');
    expect(dates).toEqual([...dates].sort().reverse());
    for (const change of list.changes.filter((change) => change.date === null)) {
      expect(change.dateText).toBe('no date announced');
      expect(change.title).toContain('no date announced');
      expect(change.rule?.effectiveFrom).toBeNull();
      expect(change.rule?.announced).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const change of list.changes.filter((change) => change.kind === 'rule-change')) {
      expect(change.rule?.sources.length, change.id).toBeGreaterThan(0);
      expect(change.rule?.owner, change.id).toBeTruthy();
      expect(change.correction).toBeUndefined();
    }
    for (const change of list.changes.filter((change) => change.kind === 'correction')) {
      expect(change.correction?.wrong, change.id).toBeTruthy();
      expect(change.scope).toBeNull();
    }
  });

  it('lists the newest 20 unless asked for more, with the total', async () => {
    const [first, three] = await Promise.all([changes(''), changes('?limit=3')]);
    expect(first.changes).toEqual(all.changes.slice(0, 20));
    expect(first.total).toBe(all.total);
    expect(three.changes).toEqual(all.changes.slice(0, 3));
  });

  it('keeps what took effect on or after `since`, and announced rules with no date', async () => {
    const list = await changes('?since=2026-01-01&limit=100');
    expect(list.count).toBeGreaterThan(0);
    expect(list.count).toBeLessThan(all.count);
    for (const change of list.changes) expect(change.date === null || change.date >= '2026-01-01', change.id).toBe(true);
    expect(list.changes.map((change) => change.id)).toEqual(all.changes.filter((change) => change.date === null || change.date >= '2026-01-01').map((change) => change.id));
    expect(list.total).toBe(list.count);
  });

  it('reads UK as GB, and a place as its own rules, those of the places containing it and those inside it', async () => {
    const [uk, gb, icao] = await Promise.all([changes('?scope=UK&limit=100'), changes('?scope=GB&limit=100'), changes('?scope=ICAO&limit=100')]);
    expect(uk.changes).toEqual(gb.changes);
    expect(uk.filters.scope).toBe('GB');
    expect(gb.changes.map((change) => change.scope?.code)).toContain('ICAO');
    expect(gb.changes.every((change) => change.kind === 'rule-change')).toBe(true);
    expect(icao.changes.every((change) => change.scope?.code === 'ICAO')).toBe(true);
  });

  it('keeps one kind of change', async () => {
    const corrections = await changes('?kind=correction&limit=100');
    expect(corrections.count).toBeGreaterThan(0);
    expect(corrections.changes.every((change) => change.kind === 'correction')).toBe(true);
  });

  it.each([
    ['?since=yesterday', 'invalid_since'],
    ['?since=2026-02-30', 'invalid_since'],
    ['?scope=Narnia', 'invalid_scope'],
    ['?kind=policy', 'invalid_kind'],
    ['?limit=0', 'invalid_limit'],
    ['?limit=ten', 'invalid_limit'],
    ['?limit=101', 'invalid_limit'],
    ['?kind=correction&kind=rule-change', 'repeated_parameter'],
  ])('%s is refused with 400 %s and a message that says what to send', async (query, code) => {
    const response = await get(`/api/changes.json${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiError;
    expect(schemaErrors('Error', body)).toEqual([]);
    expect(body.error).toBe(code);
    expect(body.message.length).toBeGreaterThan(30);
  });

  it('is read-only', async () => {
    const response = await get('/api/changes.json', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('the feeds', () => {
  it('/changes.json is a JSON Feed 1.1 a reader parses, with every change', async () => {
    const response = await get('/changes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/feed+json');
    const feed = parseJsonFeed(await response.text());
    const items = feed.items ?? [];
    expect(items.map((item) => item.id)).toEqual(all.changes.map((change) => change.id));
    expect(items.map((item) => item.url)).toEqual(all.changes.map((change) => change.url));
    expect(feed.feed_url).toBe(`${baseUrl}/changes.json`);
    for (const item of items) {
      expect(item.content_html, item.id).toMatch(/<p>/);
      // A feed reader resolves no site-relative link.
      expect(item.content_html, item.id).not.toMatch(/href="\//);
      expect(item.content_html, item.id).toContain(`href="${baseUrl}/`);
    }
  });

  it('/changes.atom is well-formed Atom a reader parses, with every change and its sources', async () => {
    const response = await get('/changes.atom');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parseAtomFeed(xml);
    expect(feed.entries?.map((entry) => entry.title?.value)).toEqual(all.changes.map((change) => change.title));
    const ruleChange = all.changes.find((change) => change.rule)!;
    const entry = feed.entries?.find((candidate) => candidate.title?.value === ruleChange.title);
    expect(entry?.links?.map((link) => link.href)).toEqual(expect.arrayContaining([ruleChange.url, ...ruleChange.rule!.sources.map((source) => source.url)]));
  });

  it.each(['/', '/electronics-and-batteries/', '/developers/', '/search/?q=liquids'])('%s links both feeds from its head', async (path) => {
    const html = await (await get(path)).text();
    expect(html).toMatch(/<link rel="alternate" type="application\/feed\+json"[^>]*href="[^"]*\/changes\.json"/);
    expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="[^"]*\/changes\.atom"/);
  });

  it('llms.txt links both feeds and the API', async () => {
    const text = await (await get('/llms.txt')).text();
    for (const path of ['/changes.json', '/changes.atom', '/api/changes.json']) expect(text).toContain(`${baseUrl}${path}`);
    expect(text).toContain('list_changes');
  });
});

describe('the What changed page', () => {
  it('shows every change under its own heading, in its contents, where each change’s url points', async () => {
    const html = await (await get('/rule-changes/')).text();
    for (const change of all.changes) {
      const anchor = new URL(change.url).hash.slice(1);
      expect(html, change.id).toContain(`id="${anchor}"`);
      expect(html, change.id).toContain(`href="#${anchor}"`);
    }
  });
});

describe('list_changes', () => {
  it('answers the official v2 client with what the API answers, valid against its output schema', async () => {
    const client = await connectModernClient(baseUrl, { pin: MODERN_VERSION });
    try {
      const [result, api] = await Promise.all([client.callTool({ name: 'list_changes', arguments: { since: '2026-01-01', scope: 'UK' } }), changes('?since=2026-01-01&scope=GB')]);
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(api);
    } finally {
      await client.close();
    }
  });

  it('tells the legacy v1 client what to send for a filter that means nothing', async () => {
    const client = await connectLegacyClient(baseUrl);
    try {
      const result = await client.callTool({ name: 'list_changes', arguments: { since: 'last spring' } });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).toContain('since must be a calendar date written YYYY-MM-DD');
    } finally {
      await client.close();
    }
  });
});
