import type { LibraryUse } from '../learned/scope-model';

/** What the library's term counts say: in how many pages each term occurs, and how many pages there are. */
export type LibraryTerms = { documentFrequency: ReadonlyMap<string, number>; sections: ReadonlyMap<string, unknown> };

/**
 * A term found in more than this share of pages ("carry", "pack", "trip" in a carry-on library) says
 * little about which page is meant: it never decides on its own whether a page is an answer, and
 * retrieval matches it in titles and summaries only.
 */
const COMMON_TERM_SHARE = 0.25;

/** A term no page uses: a typo, a partial word, or a word the guides lack. */
export const isUnknownTerm = (term: string, library: LibraryTerms) => !library.documentFrequency.has(term);

export const isCommonFrequency = (frequency: number, library: LibraryTerms) => frequency > library.sections.size * COMMON_TERM_SHARE;

export function isCommonTerm(term: string, library: LibraryTerms): boolean {
  return isCommonFrequency(library.documentFrequency.get(term) ?? 0, library);
}

/** A word in at least this share of the pages ("packing", "travel", "bag") tells none apart. */
const EVERYWHERE_SHARE = 0.9;

export function isEverywhereTerm(term: string, library: LibraryTerms): boolean {
  return (library.documentFrequency.get(term) ?? 0) >= library.sections.size * EVERYWHERE_SHARE;
}

/** How much the library uses a term, as the model of what it does not cover reads it (learned/scope-model.ts). */
export function libraryUseOf(term: string, library: LibraryTerms): LibraryUse {
  if (isUnknownTerm(term, library)) return 'none';
  return isCommonTerm(term, library) ? 'common' : 'used';
}
