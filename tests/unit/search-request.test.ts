import { describe, expect, it } from 'vitest';
import { parseSearchRequest } from '@/lib/api/search-request';

const parse = (query: string) => parseSearchRequest(new URLSearchParams(query));

describe('parseSearchRequest', () => {
  it.each([
    { query: 'q=liquids', expected: 'liquids' },
    { query: 'q=%20power%20bank%20', expected: 'power bank' },
    { query: `q=${'a'.repeat(200)}`, expected: 'a'.repeat(200) },
    { query: 'q=liquids&lang=fr', expected: 'liquids' },
  ])('accepts $query', ({ query, expected }) => {
    expect(parse(query)).toEqual({ ok: true, query: expected });
  });

  it('reads for=missing_page: the pages an address that named no page may mean', () => {
    expect(parse('q=%2Fpower-bank%2F&for=missing_page')).toEqual({ ok: true, query: '/power-bank/', purpose: 'missing_page' });
  });

  it.each([
    { query: '', code: 'missing_query' },
    { query: 'q=', code: 'missing_query' },
    { query: 'q=%20%20%20', code: 'missing_query' },
    { query: 'Q=liquids', code: 'missing_query' },
    { query: `q=${'a'.repeat(201)}`, code: 'query_too_long' },
    { query: 'q=liquids&q=batteries', code: 'repeated_query' },
    { query: 'q=liquids&for=everything', code: 'unknown_purpose' },
    { query: 'q=liquids&for=', code: 'unknown_purpose' },
  ])('rejects $query with $code', ({ query, code }) => {
    const parsed = parse(query);
    expect(parsed).toMatchObject({ ok: false, code });
    expect(parsed.ok || parsed.message.length > 20).toBe(true);
  });
});
