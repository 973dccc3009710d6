import type { SearchResult } from 'minisearch';
import { TITLE_WORDS } from '../index/search-index';

/** What a page matched: the query terms found as typed, and those found only loosely. */
export type PageMatch = { slug: string; exactTerms: ReadonlySet<string>; looseTerms: ReadonlySet<string> };

/** What the results say about one page: its score, its title, and which query terms it matched, exactly or loosely. */
export type PageEvidence = PageMatch & { score: number; titleWords?: string; bodyTerms: string[] };

/** A page no result holds (one the vocabulary or a learned model adds): it matched nothing. */
export const noEvidence = (slug: string): PageEvidence => ({ slug, score: 0, exactTerms: new Set(), looseTerms: new Set(), bodyTerms: [] });

/** The query terms a result matched only as a prefix or with edits: none of its own terms is the term itself. */
export const looseQueryTerms = (result: SearchResult) => result.queryTerms.filter((term) => !result.terms.includes(term));

export function toEvidence(result: SearchResult, queryTerms: ReadonlySet<string>): PageEvidence {
  // Filled directly, not from a filtered list: evidence is made for every page a search considers.
  const exactTerms = new Set<string>();
  for (const term of result.terms) if (queryTerms.has(term)) exactTerms.add(term);
  return {
    slug: String(result.id),
    score: result.score,
    titleWords: result[TITLE_WORDS] as string,
    exactTerms,
    looseTerms: new Set(looseQueryTerms(result)),
    bodyTerms: result.terms.filter((term) => result.match[term]?.includes('body')),
  };
}
