import { loadSearchIndex, rankDocuments, type RankedDocument } from './search-engine';
import serializedIndex from '@/.contentlayer/search-index.json';
import { wirePageBySlug } from '@/lib/api/pages-index';
import type { SearchHit } from '@/lib/api/schemas';
import { SEARCH_RESULT_LIMIT } from '@/lib/api/search-limits';

// Prepared by the content build (contentlayer.config.ts); loaded once per process, never per request.
const index = loadSearchIndex(serializedIndex);

/**
 * The API's integer score: relevance × 10, rounded, then lowered by one wherever needed so that
 * scores strictly decrease with rank. Hits are already ordered by relevance, then slug.
 */
function integerScores(ranked: RankedDocument[]): number[] {
  const scores: number[] = [];
  for (const { relevance } of ranked) {
    const previous = scores.at(-1) ?? Number.POSITIVE_INFINITY;
    scores.push(Math.max(1, Math.min(Math.round(relevance * 10), previous - 1)));
  }
  return scores;
}

function toSearchHit(slug: string, score: number): SearchHit {
  const page = wirePageBySlug(slug);
  if (!page) throw new Error(`The search index names "${slug}", which is not in the catalogue: rebuild the content.`);
  const { title, url, description, md_url, dateModified } = page;
  return { title, url, description, md_url, dateModified, score };
}

/** Keyword search over titles, URLs, descriptions and FAQ text (spec §4.2): at most 10 hits, best first. */
export function searchPages(query: string): SearchHit[] {
  const ranked = rankDocuments(index, query, SEARCH_RESULT_LIMIT);
  const scores = integerScores(ranked);
  return ranked.map(({ slug }, rank) => toSearchHit(slug, scores[rank]!));
}
