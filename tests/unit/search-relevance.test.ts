import { describe, expect, it } from 'vitest';
import { evaluateRelevance, RELEVANCE_CASES, worstQueries } from '../../bench/relevance';
import { pageBySlug } from '@/lib/content/catalogue';
import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { searchPages } from '@/lib/search/search-pages';

const rank = (query: string) => searchPages(query, SEARCH_RESULT_LIMIT).pages.map((page) => page.slug);

describe('search relevance over content/search/queries/tuning.json', () => {
  const answerable = RELEVANCE_CASES.filter((testCase) => testCase.expected.length > 0);
  const unanswerable = RELEVANCE_CASES.filter((testCase) => testCase.expected.length === 0);

  it('has at least 200 queries of every kind, 15 of them answered by no guide, naming guides that exist', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(200);
    expect(unanswerable.length).toBeGreaterThanOrEqual(15);
    const kinds = new Set(RELEVANCE_CASES.map((testCase) => testCase.kind));
    for (const kind of ['exact title', 'question', 'single word', 'partial word', 'typo', 'misspelling', 'synonym', 'phrase', 'uk word', 'us word', 'rule nickname', 'unit number', 'trip length', 'nothing']) {
      expect(kinds).toContain(kind);
    }
    for (const slug of RELEVANCE_CASES.flatMap((testCase) => testCase.expected)) expect(pageBySlug(slug), slug).toBeDefined();
  });

  // The search is deterministic, so fixed thresholds are fair here (speed lives in `npm run bench`).
  it('reaches MRR@10 ≥ 0.95 and success@3 ≥ 0.98 on the queries a guide answers', () => {
    const report = evaluateRelevance(rank, answerable);
    const worst = worstQueries(report).map((query) => `${query.query} → rank ${query.rank ?? 'none'}`);
    expect(report.mrrAt10, worst.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(report.successAt3, worst.join('\n')).toBeGreaterThanOrEqual(0.98);
  });

  it.each(unanswerable.map((testCase) => testCase.query))('%s → nothing', (query) => {
    expect(rank(query)).toEqual([]);
  });
});
