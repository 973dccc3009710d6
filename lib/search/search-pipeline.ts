import { typedPhrase } from './coverage/answer-coverage';
import { coverQuery, type Coverage } from './coverage/cover-query';
import { matchedPassage, type MatchedPassage } from './excerpt/matching-section';
import { libraryUseOf } from './index/library-terms';
import { statesPrice } from './index/priced-terms';
import type { SearchIndex } from './index/search-index';
import { outOfScopeWords } from './learned/scope-model';
import { readQuery, type QueryReading } from './query/read-query';
import { partOfSpeechOf } from './query/unknown-words';
import { withLearnedGuides } from './ranking/learned-reranking';
import { rankAnswers } from './ranking/rank-answers';
import { retrieve } from './retrieval/retrieve';

/** A page as search ranks it, with the section that matched best and a passage from it. */
export type RankedPage = MatchedPassage & { slug: string; relevance: number };

/**
 * The ranked pages and the distinctive words or phrases of the query that no page covers: left out
 * of a partial answer (`ignored`), or why there is no answer (`unmatched`); the query's concepts as
 * read, for what else answers it (an item of the catalogue); and, for the traveler, the words read
 * as others (`readAs`), the places named, which no guide is about (`places`), and the trip the query
 * names (`trip`), which an item's verdict answers for.
 */
export type SearchOutcome = { pages: RankedPage[]; unmatched: string[]; ignored: string[] } & Pick<QueryReading, 'concepts' | 'readAs' | 'places' | 'trip'>;

/**
 * Search as stages, in this order (README.md): read the query, retrieve pages, check what they cover
 * of it, rank the answers, rank them again with the learned guide classifier, and choose each hit's
 * passage. The learned model of what Packwise does not cover has the last word on pages found; an
 * empty result says why.
 */
export function searchIndex(index: SearchIndex, query: string, limit: number): SearchOutcome {
  const reading = readQuery(index, query);
  const { concepts, readAs, places, trip, otherAirlines } = reading;
  const { pages, unmatched, ignored } = answersFor(index, query, reading, limit);
  // An airline Packwise has no allowances for is left out of what answers, and said so.
  const notCovered = pages.length > 0 ? { ignored: [...otherAirlines, ...ignored], unmatched } : { ignored, unmatched: [...otherAirlines, ...unmatched] };
  return { pages, ...notCovered, concepts, readAs, places, trip };
}

type Answers = Pick<SearchOutcome, 'pages' | 'unmatched' | 'ignored'>;

function answersFor(index: SearchIndex, query: string, reading: QueryReading, limit: number): Answers {
  // A topic Packwise does not cover empties the search when asked, not when told before asking ("…a few cheap flights between countries. What should I pack?").
  const outOfScope = reading.concepts.filter((concept) => concept.kind === 'outOfScope' && !concept.context);
  if (outOfScope.length > 0) return noAnswer(outOfScope.map(typedPhrase));
  if (reading.typed.length === 0) return noAnswer([]);
  const retrieval = retrieve(index, reading);
  const coverage = coverQuery(index, reading, retrieval);
  if ('unmatched' in coverage) return noAnswer(coverage.unmatched);
  const ranking = rankAnswers(index, reading, retrieval, coverage, limit);
  const { price } = coverage;
  const pages = withLearnedGuides(index, query, ranking, { queryTerms: [...reading.typed, ...reading.means], price })
    .slice(0, limit)
    .map(({ page, relevance }) => ({ slug: page.slug, relevance, ...matchedPassage(index, page.slug, page.bodyTerms, price ? statesPrice : () => false) }));
  if (pages.length === 0) return noAnswer(whyUnanswered(coverage));
  // The pages found are checked against what the query asks only now: a query the stages above
  // already leave empty keeps their more precise reason ("ticket prices" no guide gives).
  const notCovered = outOfScopeWords(index.scope, query, (term) => libraryUseOf(term, index), (word) => partOfSpeechOf(word, index, false) === 'noun');
  return notCovered ? noAnswer(notCovered) : { pages, unmatched: [], ignored: coverage.missing.map(typedPhrase) };
}

const noAnswer = (unmatched: string[]): Answers => ({ pages: [], unmatched, ignored: [] });

/**
 * What an empty result names: the distinctive parts no page has as typed ("celiac", which only a
 * typo of "delicate" reaches), and, for a question of price, what asks it as one phrase, with any
 * word in it no page has.
 */
function whyUnanswered({ notAsTyped, price }: Coverage): string[] {
  if (!price) return notAsTyped.map(typedPhrase);
  const spanned = new Set(price.concepts.map((concept) => concept.words));
  const pricedPhrase = typedPhrase({ words: price.concepts.flatMap((concept) => concept.words) });
  return [...notAsTyped.filter((concept) => !spanned.has(concept.words)).map(typedPhrase), pricedPhrase];
}
