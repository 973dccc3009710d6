import { bestExcerpt, countFound, leadExcerpt } from './excerpt';
import type { SearchIndex } from '../index/search-index';
import { indexTermsOf } from '../words/search-terms';
import { sentencesOf, type Sentence } from '../words/sentences';

/** The section of a page that matched best, and a passage of it: what a search hit shows. */
export type MatchedPassage = { section?: { heading: string; anchor: string }; excerpt?: string };

/** Less than one matched term: the opening loses ties to a section a hit can link to. */
const UNTITLED_PENALTY = 0.5;

/** A section ready to search: its index terms (heading included) and its sentences. */
type PreparedSection = { terms: ReadonlySet<string>; headingTerms: ReadonlySet<string>; sentences: Sentence[] };

/**
 * Each page's sections, prepared the first time a search returns the page: the index holds whole
 * bodies (one posting per page, not per section, keeps large libraries fast), so the section and the
 * sentence are found here, among at most one page of text per hit.
 */
const preparedByIndex = new WeakMap<SearchIndex, Map<string, PreparedSection[]>>();

function preparedSections(index: SearchIndex, slug: string): PreparedSection[] {
  let bySlug = preparedByIndex.get(index);
  if (!bySlug) {
    bySlug = new Map();
    preparedByIndex.set(index, bySlug);
  }
  let prepared = bySlug.get(slug);
  if (!prepared) {
    prepared = (index.sections.get(slug) ?? []).map((section) => {
      const sentences = sentencesOf(section.text);
      const headingTerms = indexTermsOf(section.heading ?? '');
      return { terms: new Set([...headingTerms, ...sentences.flatMap((sentence) => [...sentence.terms])]), headingTerms, sentences };
    });
    bySlug.set(slug, prepared);
  }
  return prepared;
}

/**
 * The section holding the most of the terms a page's text matched, those in its heading counting
 * twice ("Sleep aids and melatonin" rather than an opening that mentions melatonin); on a tie, the
 * first section with a heading, which a hit can link to. With a passage around the terms, or from a
 * later sentence of the same block that `answers` the query (excerpt.ts); for a page that matched on
 * its title, summary or FAQ only, the opening of its text.
 */
export function matchedPassage(index: SearchIndex, slug: string, bodyTerms: readonly string[], answers: (sentence: Sentence) => boolean): MatchedPassage {
  const sections = index.sections.get(slug) ?? [];
  const prepared = preparedSections(index, slug);
  let best = -1;
  let bestCount = 0;
  for (let number = 0; number < prepared.length; number += 1) {
    const { terms, headingTerms } = prepared[number]!;
    const untitled = sections[number]!.heading === null ? UNTITLED_PENALTY : 0;
    const count = countFound(bodyTerms, terms) + countFound(bodyTerms, headingTerms) - untitled;
    if (count > bestCount) [best, bestCount] = [number, count];
  }
  const section = sections[best];
  if (!section) {
    const opening = sections[0]?.heading === null ? leadExcerpt(prepared[0]!.sentences) : undefined;
    return opening ? { excerpt: opening } : {};
  }
  const excerpt = bestExcerpt(prepared[best]!.sentences, bodyTerms, answers);
  // Properties are added, not spread in: on Node 20, an object literal that starts with a spread and
  // goes on gets a new hidden class each time, which outlives the search and lengthens its GC pauses.
  const passage: MatchedPassage = {};
  if (section.heading !== null && section.anchor !== null) passage.section = { heading: section.heading, anchor: section.anchor };
  if (excerpt) passage.excerpt = excerpt;
  return passage;
}
