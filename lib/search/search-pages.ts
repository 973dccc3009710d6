import Fuse from 'fuse.js';
import { fuseOptions } from './search-documents';
import prepared from '@/.contentlayer/search-index.json';
import { wirePageBySlug } from '@/lib/api/pages-index';
import type { SearchHit } from '@/lib/api/schemas';
import { SEARCH_RESULT_LIMIT } from '@/lib/api/search-limits';

const fuse = new Fuse(prepared.documents, fuseOptions, Fuse.parseIndex(prepared.index));

/**
 * Fuzzy matching finds something for almost any word ("quokka" ~ "quota"). Hits under this
 * score are noise, and so are hits far below the best one.
 */
const MIN_SCORE = 60;
const MIN_SHARE_OF_BEST = 0.1;

/** Fuse scores run from 0 (perfect) to 1 (no match); the API's integer score runs the other way. */
function toIntegerScore(fuseScore: number | undefined): number {
  return Math.max(1, Math.round((1 - (fuseScore ?? 1)) * 1000));
}

function toSearchHit(slug: string, fuseScore: number | undefined): SearchHit {
  const page = wirePageBySlug(slug);
  if (!page) throw new Error(`The search index names "${slug}", which is not in the catalogue: rebuild the content.`);
  const { title, url, description, md_url, dateModified } = page;
  return { title, url, description, md_url, dateModified, score: toIntegerScore(fuseScore) };
}

/**
 * Case-insensitive keyword search over titles, URLs, descriptions and FAQ text (spec §4.2).
 * At most 10 hits, best first; equal scores are ordered by URL so the order never varies.
 */
export function searchPages(query: string): SearchHit[] {
  const hits = fuse
    .search(query)
    .map((result) => toSearchHit(result.item.slug, result.score))
    .sort((a, b) => b.score - a.score || a.url.localeCompare(b.url, 'en'));
  const floor = Math.max(MIN_SCORE, (hits[0]?.score ?? 0) * MIN_SHARE_OF_BEST);
  return hits.filter((hit) => hit.score >= floor).slice(0, SEARCH_RESULT_LIMIT);
}
