import MiniSearch, { type Options, type QueryCombination } from 'minisearch';
import { queryTerms, toIndexTerms, tokenize } from './search-terms';
import type { SearchDocument } from './search-documents';

export type RankedDocument = { slug: string; relevance: number };

/** The engine's index, and in how many documents each term occurs. */
export type SearchIndex = { engine: MiniSearch<SearchDocument>; documentFrequency: Map<string, number> };

/** The build-time form: what the content build writes and every process loads once. */
export type SerializedSearchIndex = { engine: string; documentFrequency: Record<string, number> };

/** `name` is the title with the words of the URL; the FAQ's questions and answers are weighted apart. */
const FIELDS = ['name', 'description', 'questions', 'answers'] as const;

/** Stored with each document: its title as words, to recognize a query that is a whole title. */
const TITLE_WORDS = 'titleWords';

const asWords = (text: string) => tokenize(text).join(' ');

function fieldText(document: SearchDocument, field: string): string {
  if (field === TITLE_WORDS) return asWords(document.title);
  if (field === 'name') return `${document.title}\n${document.pathWords}`;
  const value = document[field as keyof SearchDocument];
  return Array.isArray(value) ? value.join('\n') : value;
}

/** The index options, shared by the build-time index and the runtime loader, which must agree. */
const indexOptions: Options<SearchDocument> = {
  idField: 'slug',
  fields: [...FIELDS],
  storeFields: [TITLE_WORDS],
  extractField: fieldText,
  tokenize,
  processTerm: toIndexTerms,
};

/** A title or URL match says most about a page; a word somewhere in a FAQ answer says least. */
const FIELD_BOOSTS = { name: 4, description: 2, questions: 1.5, answers: 0.75 };

/** A synonym of a typed word counts for this much of the word itself. */
const SYNONYM_WEIGHT = 0.5;

/** A query that is a page's whole title, as people paste it, puts that page first. */
const EXACT_TITLE_BOOST = 3;

/**
 * A term found in more than this share of pages ("carry", "pack" in a carry-on library) says little
 * about which page is meant, and scoring it in the FAQ of every page is most of the cost of a search
 * on a large library: it is matched in the title, URL and description only.
 */
const COMMON_TERM_SHARE = 0.25;
const SHORT_FIELDS = ['name', 'description'];

/**
 * Noise: hits under this share of the best hit's relevance (a stray word in one FAQ answer), and
 * hits whose relevance is this low in absolute terms (one fuzzy match, "quokka" for "quota").
 */
const MIN_SHARE_OF_BEST = 0.2;
const MIN_RELEVANCE = 5;

/**
 * Queries for terms that are already tokenized and stemmed, weighted by `weight`. A term the library
 * never uses is a partial word ("toilet") or a typo ("backapck"), so only such a term is also
 * matched as a prefix and with edits: a known word matched loosely would only add noise, and every
 * loose match costs a posting list to score. Common terms are matched in the short fields only.
 */
function termsQueries(terms: string[], index: SearchIndex, weight: number): QueryCombination[] {
  const unknown = (term: string) => !index.documentFrequency.has(term);
  const isCommon = (term: string) => (index.documentFrequency.get(term) ?? 0) > index.engine.documentCount * COMMON_TERM_SHARE;
  const query = (group: string[], fields?: string[]): QueryCombination => ({
    queries: [group.join(' ')],
    fields,
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: FIELD_BOOSTS,
    boostTerm: () => weight,
    prefix: (term) => unknown(term) && term.length >= 4,
    fuzzy: (term) => (unknown(term) && term.length >= 5 ? 0.25 : false),
    maxFuzzy: 2,
    weights: { prefix: 0.5, fuzzy: 0.4 },
  });
  const common = terms.filter(isCommon);
  const rest = terms.filter((term) => !isCommon(term));
  return [...(rest.length > 0 ? [query(rest)] : []), ...(common.length > 0 ? [query(common, SHORT_FIELDS)] : [])];
}

function countDocumentFrequency(documents: readonly SearchDocument[]): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const document of documents) {
    const terms = new Set(FIELDS.flatMap((field) => tokenize(fieldText(document, field)).flatMap(toIndexTerms)));
    for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  return frequency;
}

export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const engine = new MiniSearch<SearchDocument>(indexOptions);
  engine.addAll(documents);
  return { engine, documentFrequency: countDocumentFrequency(documents) };
}

export function serializeSearchIndex(index: SearchIndex): SerializedSearchIndex {
  return { engine: JSON.stringify(index.engine), documentFrequency: Object.fromEntries(index.documentFrequency) };
}

export function loadSearchIndex(serialized: SerializedSearchIndex): SearchIndex {
  return {
    engine: MiniSearch.loadJSON(serialized.engine, indexOptions),
    documentFrequency: new Map(Object.entries(serialized.documentFrequency)),
  };
}

/** Pages' URLs end `<slug>/` after the same prefix, so they sort as `<slug>/` does (code unit order). */
function byUrl(a: string, b: string): number {
  const left = `${a}/`;
  const right = `${b}/`;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * BM25+ over titles, URLs, descriptions and FAQ text (spec §4.2): known words matched exactly,
 * unknown ones also as prefixes and with typos, synonyms counting for half, a pasted title boosted.
 * Best first; equal relevance is ordered as the pages' URLs sort, so the order never depends on how
 * the index was built.
 */
export function rankDocuments(index: SearchIndex, query: string, limit: number): RankedDocument[] {
  const { typed, synonyms } = queryTerms(query);
  if (typed.length === 0) return [];
  const queries = [...termsQueries(typed, index, 1), ...termsQueries(synonyms, index, SYNONYM_WEIGHT)];
  const phrase = asWords(query);
  const ranked = index.engine
    .search({ combineWith: 'OR', queries })
    .map((result) => ({ slug: String(result.id), relevance: result.score * (result[TITLE_WORDS] === phrase ? EXACT_TITLE_BOOST : 1) }))
    .sort((a, b) => b.relevance - a.relevance || byUrl(a.slug, b.slug));
  const floor = Math.max(MIN_RELEVANCE, (ranked[0]?.relevance ?? 0) * MIN_SHARE_OF_BEST);
  return ranked.filter((hit) => hit.relevance >= floor).slice(0, limit);
}
