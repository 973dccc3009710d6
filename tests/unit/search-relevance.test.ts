import { describe, expect, it } from 'vitest';
import { evaluateRelevance, RELEVANCE_CASES, worstQueries } from '../../bench/relevance';
import { pageBySlug } from '@/lib/content/catalogue';
import { searchPages } from '@/lib/search/search-pages';

const slugOf = (url: string) => new URL(url).pathname.slice(1, -1);

describe('search relevance over tests/fixtures/search-queries.json', () => {
  it('has at least 80 queries of every kind, naming guides that exist', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(RELEVANCE_CASES.map((testCase) => testCase.kind));
    for (const kind of ['exact title', 'question', 'single word', 'partial word', 'typo', 'synonym', 'phrase', 'nothing']) expect(kinds).toContain(kind);
    for (const slug of RELEVANCE_CASES.flatMap((testCase) => testCase.expected)) expect(pageBySlug(slug), slug).toBeDefined();
  });

  // The search is deterministic, so fixed thresholds are fair here (speed lives in `npm run bench`).
  it('reaches MRR@10 ≥ 0.85 and success@3 ≥ 0.95', () => {
    const report = evaluateRelevance((query) => searchPages(query).map((hit) => slugOf(hit.url)));
    const worst = worstQueries(report).map((query) => `${query.query} → rank ${query.rank ?? 'none'}`);
    expect(report.mrrAt10, worst.join('\n')).toBeGreaterThanOrEqual(0.85);
    expect(report.successAt3, worst.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
