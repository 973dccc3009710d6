import { loadSearchIndex, rankDocuments, type RankedDocument } from './search-engine';
import serializedIndex from '@/.contentlayer/search-index.json';
import { wirePage } from '@/lib/api/pages-index';
import type { SearchHit } from '@/lib/api/schemas';
import { SEARCH_RESULT_LIMIT } from '@/lib/api/search-limits';

// Prepared by the content build (contentlayer.config.ts); loaded once per process, never per request.
const index = loadSearchIndex(serializedIndex);

/**
 * The API's integer score: relevance × 10, rounded, then lowered by one wherever needed so that
 * scores strictly decrease with rank. Hits are already ordered by relevance and weaker than 5 are
 * dropped (search-engine.ts), so ten hits never go below 41.
 */
function integerScores(ranked: RankedDocument[]): number[] {
  const scores: number[] = [];
  for (const { relevance } of ranked) {
    const previous = scores.at(-1) ?? Number.POSITIVE_INFINITY;
    scores.push(Math.min(Math.round(relevance * 10), previous - 1));
  }
  return scores;
}

/** Keyword search over titles, URLs, descriptions and FAQ text (spec §4.2): at most 10 hits, best first. */
export function searchPages(query: string): SearchHit[] {
  const ranked = rankDocuments(index, query, SEARCH_RESULT_LIMIT);
  const scores = integerScores(ranked);
  return ranked.map(({ slug }, rank) => {
    const { title, url, description, md_url, dateModified } = wirePage(slug);
    return { title, url, description, md_url, dateModified, score: scores[rank]! };
  });
}
