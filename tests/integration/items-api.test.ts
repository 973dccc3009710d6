import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { servedSchemaValidator } from '../support/served-openapi';
import type { ApiError } from '@/lib/api/schemas';
import type { ItemDetail, ItemIndex } from '@/lib/items/item-api-schema';

/** Issue 37: the item catalogue as open data, GET /api/items.json and GET /api/items/{slug}. */

const baseUrl = inject('baseUrl');
const get = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });

let schemaErrors: Awaited<ReturnType<typeof servedSchemaValidator>>;
let index: ItemIndex;
beforeAll(async () => {
  schemaErrors = await servedSchemaValidator(baseUrl);
  index = (await (await get('/api/items.json')).json()) as ItemIndex;
});

describe('GET /api/items.json', () => {
  it('lists every item once, by slug, as the OpenAPI description says, open to any origin', async () => {
    const response = await get('/api/items.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(schemaErrors('ItemIndex', index)).toEqual([]);
    expect(index.count).toBe(index.items.length);
    expect(index.count).toBeGreaterThanOrEqual(250);
    const slugs = index.items.map((item) => item.slug);
    expect(slugs).toEqual([...new Set(slugs)].sort());
    expect(index.items.find((item) => item.slug === 'power-bank')).toMatchObject({ name: 'Power bank', places: expect.arrayContaining(['ICAO', 'US']) });
  });

  it('answers a repeat with its ETag by 304, and anything but reading by 405', async () => {
    const etag = (await get('/api/items.json')).headers.get('etag')!;
    expect((await get('/api/items.json', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const refused = await get('/api/items.json', { method: 'POST', body: '{}' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('GET /api/items.csv', () => {
  it('is the same catalogue for a spreadsheet, one row per item and rule, under the licence the JSON names', async () => {
    const response = await get('/api/items.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('link')).toBe(`<${index.license.url}>; rel="license"`);
    expect(index.csv).toBe(`${baseUrl}/api/items.csv`);
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    const power = rows.filter((row) => row.slug === 'power-bank');
    const detail = (await (await get('/api/items/power-bank')).json()) as ItemDetail;
    expect(power.map((row) => row.rule)).toEqual(detail.rules.map((rule) => rule.rule));
    expect(power.find((row) => row.rule === 'lithium-ion-batteries')).toMatchObject({ cabin: 'conditional', checked: 'no', scope: 'US', conditions: expect.stringContaining('maxWhWithoutApproval 100 Wh, over: airline-approval') });
    expect(new Set(rows.map((row) => row.slug))).toEqual(new Set(index.items.map((item) => item.slug)));
  });
});

describe('GET /api/items/{slug}', () => {
  it('gives every listed item, at its url, with a sourced verdict under each of its rules', async () => {
    for (const summary of index.items) {
      const response = await get(new URL(summary.url).pathname);
      expect(response.status, summary.slug).toBe(200);
      const detail = (await response.json()) as ItemDetail;
      expect(schemaErrors('ItemDetail', detail), summary.slug).toEqual([]);
      expect(detail.rules.length, summary.slug).toBeGreaterThan(0);
      for (const rule of detail.rules) {
        expect(rule.source.url, `${summary.slug}: ${rule.rule}`).toMatch(/^https:\/\//);
        expect(rule.cabin ?? rule.checked, `${summary.slug}: ${rule.rule}`).toBeDefined();
      }
    }
  });

  it('states each limit with its value and unit, read from the rule', async () => {
    const detail = (await (await get('/api/items/power-bank')).json()) as ItemDetail;
    const lithium = detail.rules.find((rule) => rule.rule === 'lithium-ion-batteries')!;
    expect(lithium.cabin?.conditions[0]).toMatchObject({ limit: 'maxWhWithoutApproval', value: 100, unit: 'Wh', over: 'airline-approval' });
    expect(lithium.checked?.verdict).toBe('no');
  });

  it('answers a slug no item has with a JSON 404 that says where the items are', async () => {
    const response = await get('/api/items/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as ApiError;
    expect(schemaErrors('Error', body)).toEqual([]);
    expect(body).toMatchObject({ error: 'unknown_item', message: expect.stringContaining('/api/items.json') });
  });
});

describe('GET /items/{slug}/index.md', () => {
  it('gives each item’s verdicts in Markdown at the md_url the index lists: every rule, its owner’s page and checked day', async () => {
    for (const summary of index.items) {
      const response = await get(new URL(summary.md_url).pathname);
      expect(response.status, summary.slug).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
      const markdown = await response.text();
      expect(markdown.split('\n')[0]).toBe(`# ${summary.name}: can I pack it?`);
      const detail = (await (await get(new URL(summary.url).pathname)).json()) as ItemDetail;
      for (const rule of detail.rules) expect(markdown, `${summary.slug}: ${rule.rule}`).toContain(`[${rule.source.title}](${rule.source.url}), checked ${rule.source.checked}`);
    }
  });

  it('states a limit with its figure and what happens past it', async () => {
    const markdown = await (await get('/items/power-bank/index.md')).text();
    expect(markdown).toContain('Up to 100 Wh');
    expect(markdown).toContain('Beyond that, only with the airline’s approval.');
  });

  it('answers with CORS and an ETag, and a slug no item has with a Markdown 404 that says where the items are', async () => {
    const response = await get('/items/power-bank/index.md');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/items/power-bank/index.md', { headers: { 'If-None-Match': response.headers.get('etag')! } })).status).toBe(304);
    const missing = await get('/items/no-such-thing/index.md');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(await missing.text()).toContain('/api/items.json');
  });
});
