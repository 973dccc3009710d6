import type { QueryCombination, SearchOptions, SearchResult } from 'minisearch';
import { looseQueryTerms } from './page-evidence';
import { isCommonTerm, isUnknownTerm } from '../index/library-terms';
import { PAGE_FIELDS, type SearchIndex } from '../index/search-index';
import type { QueryReading } from '../query/read-query';

/**
 * The engine's results, best first; for each query term matched only loosely, in how many pages its
 * most frequent correction occurs (a typo counts as the word it was corrected to); the query terms
 * some page matched in any way, and those some page has as typed.
 */
export type Retrieval = {
  results: SearchResult[];
  corrections: ReadonlyMap<string, number>;
  matchedTerms: ReadonlySet<string>;
  matchedAsTyped: ReadonlySet<string>;
};

/** A title or URL match says most about a page; a word somewhere in a FAQ answer or the guide's text says least. */
const FIELD_BOOSTS = { name: 4, description: 2, questions: 1.5, answers: 0.75, body: 0.5 };

/**
 * Common terms are matched in these fields only: scoring them in every FAQ and guide text costs most
 * and says least. Unknown terms (typos, partial words) are matched loosely in the page fields first
 * (findResults): their corrections are often common words ("baterries"), whose every text would
 * otherwise be scored.
 */
const SHORT_FIELDS = ['name', 'description'];

/** A vocabulary meaning of a typed word counts for this much of the word itself. */
const MEANING_WEIGHT = 0.5;

/** Shorter unknown terms are never matched loosely as typos. */
const MIN_TYPO_LENGTH = 5;

/**
 * Stage 2. BM25+ (MiniSearch) over titles, URLs, descriptions, FAQ text and, weighted below them, the
 * guides' text, for the terms as typed and, at part weight, the guides' words for them.
 */
export function retrieve(index: SearchIndex, { typed, means }: QueryReading): Retrieval {
  const results = findResults(index, typed, means);
  // Filled in one pass over the results, not from lists made per result.
  const matchedTerms = new Set<string>();
  const matchedAsTyped = new Set<string>();
  for (const result of results) {
    for (const term of result.queryTerms) matchedTerms.add(term);
    for (const term of result.terms) if (result.queryTerms.includes(term)) matchedAsTyped.add(term);
  }
  return { results, corrections: correctionFrequency(results, index), matchedTerms, matchedAsTyped };
}

/**
 * An unknown term worth correcting: not a word of the library and not an English word either.
 * "falconry" is a word the guides lack, not a misspelt "balconies"; "luggae" is a typo of "luggage".
 */
const isTypo = (term: string, index: SearchIndex) => term.length >= MIN_TYPO_LENGTH && isUnknownTerm(term, index) && !index.englishTerms.has(term);

/**
 * A query for terms that are already tokenized and stemmed, weighted by `weight`. A term the library
 * never uses is a partial word ("toileteries"), a typo ("backapck") or an English word the guides
 * lack ("falconry"); only a typo is also matched with edits, and only such a term or one used in one
 * page ("overhed", whose stem "overh" one odd word shares) as a prefix: a known word matched loosely
 * would only add noise, and every loose match costs a posting list to score.
 */
function termsQuery(terms: string[], index: SearchIndex, weight: number, fields?: string[]): QueryCombination {
  const rare = (term: string) => (index.documentFrequency.get(term) ?? 0) <= 1;
  return {
    queries: [terms.join(' ')],
    fields,
    boostTerm: () => weight,
    prefix: (term) => rare(term) && term.length >= 4,
    fuzzy: (term) => (isTypo(term, index) ? 0.25 : false),
  };
}

/**
 * What every query of a search shares, passed with it whole. MiniSearch merges options by spreading a
 * query's over those it was given, for each combined query and for each term. On Node 20 (V8 11.3), an
 * object made by a spread that then gains a property gets a new hidden class each time, and with them a
 * search's garbage survived the young generation's collections, which then took up to 20 ms and made
 * most of the slowest searches (BENCHMARKS.md, issue 36). So every option a query sets (termsQuery) is
 * listed here, and the engine's defaults list the rest (index/search-index.ts): merging only overwrites.
 * Terms come tokenized and stemmed, so a query's text is only split.
 */
const SHARED_OPTIONS: SearchOptions & { queries: undefined } = {
  combineWith: 'OR',
  fields: undefined,
  tokenize: (text) => text.split(' '),
  processTerm: (term) => term,
  boost: FIELD_BOOSTS,
  boostTerm: undefined,
  prefix: false,
  fuzzy: false,
  maxFuzzy: 2,
  weights: { prefix: 0.5, fuzzy: 0.4 },
  queries: undefined,
};

/** Known terms in every field, common ones in the short fields, unknown ones loosely in the page fields. */
function termsQueries(terms: string[], index: SearchIndex, weight: number): QueryCombination[] {
  const groups = [
    { terms: terms.filter((term) => !isUnknownTerm(term, index) && !isCommonTerm(term, index)), fields: undefined },
    { terms: terms.filter((term) => isUnknownTerm(term, index)), fields: [...PAGE_FIELDS] },
    { terms: terms.filter((term) => isCommonTerm(term, index)), fields: SHORT_FIELDS },
  ];
  return groups.filter((group) => group.terms.length > 0).map((group) => termsQuery(group.terms, index, weight, group.fields));
}

/** Two searches' results for one query as one: scores add up, as MiniSearch adds them across terms. */
function mergeResults(first: SearchResult[], second: SearchResult[]): SearchResult[] {
  const byId = new Map(first.map((result) => [result.id, result]));
  for (const result of second) {
    const earlier = byId.get(result.id);
    byId.set(
      result.id,
      earlier
        ? {
            ...earlier,
            score: earlier.score + result.score,
            terms: [...new Set([...earlier.terms, ...result.terms])],
            queryTerms: [...new Set([...earlier.queryTerms, ...result.queryTerms])],
            // Assigned, not spread: a spread copy that gains properties is slow on Node 20 (SHARED_OPTIONS).
            match: Object.assign({}, result.match, earlier.match),
          }
        : result,
    );
  }
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

/**
 * The engine's results for the typed terms and their meanings. A typo or partial word that matches
 * nothing in the page fields is then looked for loosely in the guides' text too ("tweezres"): only
 * then, because a typo of a common word ("baterries") would otherwise score every page's text.
 */
function findResults(index: SearchIndex, typed: string[], means: string[]): SearchResult[] {
  const results = index.engine.search({ queries: [...termsQueries(typed, index, 1), ...termsQueries(means, index, MEANING_WEIGHT)] }, SHARED_OPTIONS);
  const found = new Set(results.flatMap((result) => result.queryTerms));
  const unfound = typed.filter((term) => isUnknownTerm(term, index) && !found.has(term));
  if (unfound.length === 0) return results;
  return mergeResults(results, index.engine.search(termsQuery(unfound, index, 1, ['body']), SHARED_OPTIONS));
}

/**
 * For each query term matched only loosely, in how many pages its most frequent correction occurs.
 * A result that matched one loose term tells its corrections apart (its terms not typed); a result
 * that matched several does not, and is skipped.
 */
function correctionFrequency(results: SearchResult[], index: SearchIndex): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const result of results) {
    const loose = looseQueryTerms(result);
    if (loose.length !== 1) continue;
    for (const term of result.terms) {
      if (result.queryTerms.includes(term)) continue;
      frequency.set(loose[0]!, Math.max(frequency.get(loose[0]!) ?? 0, index.documentFrequency.get(term) ?? 0));
    }
  }
  return frequency;
}
