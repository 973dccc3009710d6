import MiniSearch, { type Options } from 'minisearch';
import { guideQuestions } from './guide-questions';
import { isCommonTerm, libraryUseOf } from './library-terms';
import { pricedTerms } from './priced-terms';
import type { SearchDocument, SearchSection } from './search-documents';
import type { EnglishLexicon } from '../english/english-lexicon';
import type { RecordedPart } from '../english/parts-of-speech';
import { asideTerms, placeTerms, relatedLibraryTerms } from '../english/related-words';
import { trainGuideClassifier, type GuideClassifier } from '../learned/guide-classifier';
import type { LabelledQuery } from '../learned/labelled-queries';
import { trainScopeModel, type ScopeModel } from '../learned/scope-model';
import { indexTermsOf, isStopWord, toIndexTerms, tokenize, toTerm } from '../words/search-terms';

/**
 * The engine's index, in how many pages each term occurs, each page's sections for excerpts, the
 * terms of English words the library never uses ("falconry"), which are words, not typos, the
 * library's terms for English nouns it never uses ("tab" → "tablet", english/related-words.ts), and the
 * terms it never uses that are asides: companions and places ("wife", "lisbon"), and verbs and
 * adverbs that are no noun ("honestly"), and among them the places, which no guide is about, the words the library writes, as written, with how many
 * pages use each (a typo is corrected to one of them: query/unknown-words.ts), each page's terms that
 * share a paragraph with a price (priced-terms.ts), and the English words most often used as
 * verbs or as neither nouns nor verbs (english/parts-of-speech.ts; any other word is read as a noun), and
 * what search learns from labelled queries: the model of what Packwise does not cover
 * (learned/scope-model.ts) and which guide a query asks about (learned/guide-classifier.ts).
 */
export type SearchIndex = {
  engine: MiniSearch<SearchDocument>;
  documentFrequency: Map<string, number>;
  sections: Map<string, SearchSection[]>;
  englishTerms: Set<string>;
  relatedTerms: Map<string, string[]>;
  asideTerms: Set<string>;
  placeTerms: Set<string>;
  codeWords: Set<string>;
  /** The names of airlines Packwise has no allowances for, as words joined by spaces ("jet 2"). */
  otherAirlines: Set<string>;
  libraryWords: Map<string, number>;
  pricedTerms: Map<string, Set<string>>;
  partsOfSpeech: ReadonlyMap<string, RecordedPart>;
  scope: ScopeModel;
  guides: GuideClassifier;
};

/** The build-time form: what the content build writes and every process loads once. */
export type SerializedSearchIndex = {
  engine: string;
  documentFrequency: Record<string, number>;
  sections: Record<string, SearchSection[]>;
  englishTerms: string[];
  relatedTerms: Record<string, string[]>;
  asideTerms: string[];
  placeTerms: string[];
  codeWords: string[];
  otherAirlines: string[];
  libraryWords: Record<string, number>;
  pricedTerms: Record<string, string[]>;
  partsOfSpeech: Record<RecordedPart, string[]>;
  scope: ScopeModel;
  guides: GuideClassifier;
};

/** Shorter words are never corrected (query/unknown-words.ts). */
export const MIN_CORRECTED_LENGTH = 4;

/** A word that long can stem to a term this short ("kids", "kid"): no shorter English term is kept. */
const MIN_ENGLISH_TERM_LENGTH = MIN_CORRECTED_LENGTH - 1;

/**
 * `name` is the title with the words of the URL; the FAQ's questions and answers are weighted apart;
 * `body` is the guide's text, all sections (excerpt/matching-section.ts finds the one that matched).
 */
export const PAGE_FIELDS = ['name', 'description', 'questions', 'answers'] as const;
const FIELDS = [...PAGE_FIELDS, 'body'] as const;

/** Stored with each page: its title as words, to recognize a query that is a whole title. */
export const TITLE_WORDS = 'titleWords';

export const asWords = (text: string) => tokenize(text).join(' ');

function fieldText(page: SearchDocument, field: string): string {
  switch (field) {
    case 'slug':
      return page.slug;
    case TITLE_WORDS:
      return asWords(page.title);
    case 'name':
      return `${page.title}\n${page.pathWords}`;
    case 'description':
      return page.description;
    case 'questions':
      return page.questions.join('\n');
    case 'answers':
      return page.answers.join('\n');
    case 'body':
      return page.sections.map((section) => `${section.heading ?? ''}\n${section.text}`).join('\n');
    default:
      return '';
  }
}

/**
 * MiniSearch's search defaults, with the options it has no default for listed at the value they take
 * when unset: the index's tokenizer and terms, all fields, no term boost, and `queries`, which MiniSearch
 * sets to undefined in the options of each part of a combined query. MiniSearch copies these for each
 * term it searches and spreads the search's options over the copy: an option missing here would be
 * added to the copy, which on Node 20 gives it a hidden class of its own every time (retrieval/retrieve.ts
 * says what that cost).
 */
const searchDefaults = { tokenize, processTerm: toIndexTerms, fields: undefined, boostTerm: undefined, queries: undefined };

/** The index options, shared by the build-time index and the runtime loader, which must agree. */
const indexOptions: Options<SearchDocument> = {
  idField: 'slug',
  fields: [...FIELDS],
  storeFields: [TITLE_WORDS],
  extractField: fieldText,
  tokenize,
  processTerm: toIndexTerms,
  searchOptions: searchDefaults,
};

const documentText = (document: SearchDocument) => FIELDS.map((field) => fieldText(document, field)).join('\n');

/** In how many documents each of `keysOf` a document's text occurs. */
function countDocumentFrequency(documents: readonly SearchDocument[], keysOf: (text: string) => Iterable<string>): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const document of documents) {
    for (const key of new Set(keysOf(documentText(document)))) frequency.set(key, (frequency.get(key) ?? 0) + 1);
  }
  return frequency;
}

/** The terms of `words` that the library does not use and that are long enough to be taken for a typo's. */
function unusedTerms(words: readonly string[], documentFrequency: ReadonlyMap<string, number>): Set<string> {
  const terms = new Set<string>();
  for (const word of words) {
    for (const term of toIndexTerms(word.toLowerCase())) {
      if (term.length >= MIN_ENGLISH_TERM_LENGTH && !documentFrequency.has(term)) terms.add(term);
    }
  }
  return terms;
}

/** Airport codes by IATA code: all of them, and those of the airports named international. */
export type TravelCodes = { all: readonly string[]; international: readonly string[]; otherAirlines: readonly string[] };

/**
 * The airport codes ("LHR", "ord") that neither the guides nor English use as words (`places`): in a
 * query, each names a place, as a city does ("liquids limit with a connection through LHR"). Those
 * of international airports that English uses as words, and the guides never do (`words`: "LAX",
 * "JFK"), name one only when typed in capitals; a smaller airport's ("KID", "BOY") would misread a
 * word typed in capitals for emphasis.
 */
function airportTerms({ all, international }: TravelCodes, english: EnglishLexicon, isUsedTerm: (term: string) => boolean): { places: string[]; words: string[] } {
  const englishWords = new Set(english.words.map((word) => word.toLowerCase()));
  const isUnused = (code: string) => {
    const term = toTerm(code);
    return term !== null && !isUsedTerm(term);
  };
  const unusedCodes = (codes: readonly string[]) => codes.map((code) => code.toLowerCase()).filter(isUnused);
  return { places: unusedCodes(all).filter((code) => !englishWords.has(code)).map((code) => toTerm(code)!), words: unusedCodes(international).filter((code) => englishWords.has(code)) };
}

/** Company words an airline's name may end with ("Jet2.com", "Air India Limited"), which travelers leave out. */
const COMPANY_WORDS = new Set(['com', 'limited', 'ltd', 'inc', 'plc']);
/** Words that say an airline is one ("Allegiant Air", "Porter Airlines"), which travelers may leave out. */
const AIRLINE_WORDS = new Set(['air', 'airline', 'airlines', 'airways', 'aviation']);

/**
 * The names of airlines Packwise has no allowances for, as search reads words ("jet 2", "airasia",
 * "allegiant"): a query naming one is told so, rather than answered by a page that shares a word of it
 * ("jet" of jet lag). A name is read with and without its company and airline words; a one-word name
 * that English or the guides use as a word ("porter", "hello") would misread that word, so it counts
 * only in full ("porter airlines").
 */
function otherAirlineNames(names: readonly string[], english: EnglishLexicon, isUsedTerm: (term: string) => boolean): string[] {
  const englishWords = new Set(english.words.map((word) => word.toLowerCase()));
  const isWord = (word: string) => englishWords.has(word) || isUsedTerm(toTerm(word) ?? word) || word.length < 3;
  return [
    ...new Set(
      names.flatMap((name) => {
        const words = tokenize(name);
        const full = words.length > 1 && COMPANY_WORDS.has(words.at(-1)!) ? words.slice(0, -1) : words;
        const short = full.length > 1 && AIRLINE_WORDS.has(full.at(-1)!) ? full.slice(0, -1) : [];
        // A name that opens with a word like "I" or "all" ("I Fly", "All America") reads as a sentence.
        return [full, short].filter((words) => (words.length > 1 && !isStopWord(words[0]!)) || (words.length === 1 && !isWord(words[0]!))).map((words) => words.join(' '));
      }),
    ),
  ];
}

/**
 * The index of `documents`; `english` tells a real word from a typo and relates the words the guides
 * lack to theirs, the airports of `codes` are places too and its other airlines are named as such; the learned parts of search learn from the
 * `labelled` traveler queries and the guides' own questions.
 */
export function createSearchIndex(documents: readonly SearchDocument[], english: EnglishLexicon, codes: TravelCodes, labelled: readonly LabelledQuery[]): SearchIndex {
  const engine = new MiniSearch<SearchDocument>(indexOptions);
  engine.addAll(documents);
  const documentFrequency = countDocumentFrequency(documents, indexTermsOf);
  const isUsedTerm = (term: string) => documentFrequency.has(term);
  const airports = airportTerms(codes, english, isUsedTerm);
  const ownQuestions = guideQuestions(documents);
  const index: SearchIndex = {
    engine,
    documentFrequency,
    sections: new Map(documents.map((page) => [page.slug, page.sections])),
    englishTerms: unusedTerms(english.words, documentFrequency),
    relatedTerms: new Map(),
    asideTerms: new Set([...asideTerms(english.wordnet, isUsedTerm), ...airports.places]),
    placeTerms: new Set([...placeTerms(english.wordnet, isUsedTerm), ...airports.places]),
    codeWords: new Set(airports.words),
    otherAirlines: new Set(otherAirlineNames(codes.otherAirlines, english, isUsedTerm)),
    libraryWords: countDocumentFrequency(documents, tokenize),
    pricedTerms: new Map(documents.map((page) => [page.slug, new Set(pricedTerms(page))])),
    partsOfSpeech: english.partsOfSpeech,
    scope: { bias: 0, weights: {} },
    guides: trainGuideClassifier(labelled, ownQuestions),
  };
  // Related words lead to terms that tell pages apart, never to one that most pages use.
  index.relatedTerms = relatedLibraryTerms(english.wordnet, (term) => isUsedTerm(term) && !isCommonTerm(term, index), isUsedTerm);
  index.scope = trainScopeModel([...labelled, ...ownQuestions], (term) => libraryUseOf(term, index));
  return index;
}

const wordsUsedAs = (part: RecordedPart, index: SearchIndex) => [...index.partsOfSpeech].filter(([, used]) => used === part).map(([word]) => word);

export function serializeSearchIndex(index: SearchIndex): SerializedSearchIndex {
  return {
    engine: JSON.stringify(index.engine),
    documentFrequency: Object.fromEntries(index.documentFrequency),
    sections: Object.fromEntries(index.sections),
    englishTerms: [...index.englishTerms],
    relatedTerms: Object.fromEntries(index.relatedTerms),
    asideTerms: [...index.asideTerms],
    placeTerms: [...index.placeTerms],
    codeWords: [...index.codeWords],
    otherAirlines: [...index.otherAirlines],
    libraryWords: Object.fromEntries(index.libraryWords),
    pricedTerms: Object.fromEntries([...index.pricedTerms].map(([slug, terms]) => [slug, [...terms]])),
    partsOfSpeech: { verb: wordsUsedAs('verb', index), other: wordsUsedAs('other', index), nounOrVerb: wordsUsedAs('nounOrVerb', index) },
    scope: index.scope,
    guides: index.guides,
  };
}

export function loadSearchIndex(serialized: SerializedSearchIndex): SearchIndex {
  return {
    engine: MiniSearch.loadJSON(serialized.engine, indexOptions),
    documentFrequency: new Map(Object.entries(serialized.documentFrequency)),
    sections: new Map(Object.entries(serialized.sections)),
    englishTerms: new Set(serialized.englishTerms),
    relatedTerms: new Map(Object.entries(serialized.relatedTerms)),
    asideTerms: new Set(serialized.asideTerms),
    placeTerms: new Set(serialized.placeTerms),
    codeWords: new Set(serialized.codeWords),
    otherAirlines: new Set(serialized.otherAirlines),
    libraryWords: new Map(Object.entries(serialized.libraryWords)),
    pricedTerms: new Map(Object.entries(serialized.pricedTerms).map(([slug, terms]) => [slug, new Set(terms)])),
    partsOfSpeech: new Map(Object.entries(serialized.partsOfSpeech).flatMap(([part, words]) => words.map((word) => [word, part as RecordedPart]))),
    scope: serialized.scope,
    guides: serialized.guides,
  };
}
