import { wirePage } from './pages-index';
import { rankedAnswers, type RankedAnswer } from './ranked-answers';
import { airlineHitVerdict, itemHitVerdict, pageHitVerdict, type HitVerdict } from './hit-answers';
import { ANSWERED_HITS, SearchResponseSchema, type HitKind, type SearchHit, type SearchResponse, type SearchSuggestion } from './schemas';
import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { pageBySlug } from '@/lib/content/catalogue';
import { airlineDocument, airlineLine } from '@/lib/airlines/airline-markdown';
import { itemDocument } from '@/lib/items/item-markdown';
import { namesPlace, type Trip } from '@/lib/items/item-view';
import { VERDICT_LINE_LENGTH, verdictLine } from '@/lib/items/verdict-line';
import type { AskedQuestion } from '@/lib/answers/answer-passage';
import { asksHow } from '@/lib/search/query/asks-how';
import type { RankedPage } from '@/lib/search/search-pipeline';
import { suggestedPages } from '@/lib/search/page-suggestions';
import { searchPages } from '@/lib/search/search-pages';
import { isStopWord, tokenize } from '@/lib/search/words/search-terms';
import { absoluteUrl, routePaths } from '@/lib/site/urls';
import { placeLabel } from '@/lib/items/verdict-words';

/**
 * The API's integer scores: relevance × 10, rounded, then lowered by one wherever needed so that
 * scores strictly decrease with rank (hits come ordered by relevance), and raised from the last hit
 * up wherever needed so that the last is at least 1.
 */
function integerScores(ranked: readonly { relevance: number }[]): number[] {
  const scores: number[] = [];
  for (const { relevance } of ranked) {
    const previous = scores.at(-1) ?? Number.POSITIVE_INFINITY;
    scores.push(Math.min(Math.round(relevance * 10), previous - 1));
  }
  for (let rank = scores.length - 1; rank >= 0; rank -= 1) scores[rank] = Math.max(scores[rank]!, (scores[rank + 1] ?? 0) + 1);
  return scores;
}

/** A hit's match, and its answer when it is among the first ANSWERED_HITS. */
const withVerdict = (hit: Omit<SearchHit, 'match' | 'answer'>, { match, answer }: HitVerdict, answered: boolean): SearchHit => ({ ...hit, match, ...(answered && answer && { answer }) });

function pageHit({ slug, section, excerpt }: RankedPage, score: number, verdictAt: (url: string) => HitVerdict, answered: boolean): SearchHit {
  const { title, url, description, md_url, dateModified } = wirePage(slug);
  const hit = {
    kind: pageBySlug(slug)?.kind === 'guide' ? ('guide' as const) : ('page' as const),
    title,
    url,
    description,
    md_url,
    dateModified,
    score,
    ...(section && { section: { heading: section.heading, url: `${url}#${section.anchor}` } }),
    ...(excerpt && { excerpt }),
  };
  return withVerdict(hit, verdictAt(url), answered);
}

/** An item's hit: its verdict, on the trip the query names if any, is the excerpt, so the answer comes before any click. */
function itemHit(slug: string, score: number, answered: boolean, trip: Trip): SearchHit {
  const { title, description, url, md_url, dateModified } = itemDocument(slug)!;
  const excerpt = verdictLine(slug, VERDICT_LINE_LENGTH, trip);
  return withVerdict({ kind: 'item', title, url, description, md_url, dateModified, score, excerpt }, itemHitVerdict(slug, url, trip), answered);
}

/** An airline's hit: its allowances, fare by fare, are the excerpt. */
function airlineHit(code: string, score: number, answered: boolean): SearchHit {
  const { title, description, url, md_url, dateModified } = airlineDocument(code)!;
  return withVerdict({ kind: 'airline', title, url, description, md_url, dateModified, score, excerpt: airlineLine(code) }, airlineHitVerdict(code, url), answered);
}

function toSearchHit(answer: RankedAnswer, score: number, rank: number, question: AskedQuestion, trip: Trip): SearchHit {
  const answered = rank < ANSWERED_HITS;
  if (answer.kind !== 'page') return answer.kind === 'item' ? itemHit(answer.slug, score, answered, trip) : airlineHit(answer.slug, score, answered);
  return pageHit(answer, score, (url) => pageHitVerdict(answer.slug, question, answer.section?.anchor ?? null, url), answered);
}

const quoted = (words: string[]) => words.map((word) => `“${word}”`).join(', ');

/** What a person is told about a partial answer: the words it left out. */
export const partialAnswerNote = (ignoredWords: string[]) =>
  `No Packwise guide covers ${quoted(ignoredWords)}, so these guides answer the rest of the search.`;

/** A trip for people: "from United Kingdom to France, via London Heathrow". */
const tripText = ({ from, to, via }: NonNullable<SearchResponse['trip']>) =>
  [from && `from ${placeLabel(from)}`, to && `to ${placeLabel(to)}`, via && `via ${via.map(placeLabel).join(', ')}`].filter(Boolean).join(' ');

/**
 * What a person is told of how the search read the query: the words read as others, the trip an
 * item's verdict is for, and, over answers, the places no guide is about.
 */
export function readingNotes({ readAs, places, trip, results }: Pick<SearchResponse, 'readAs' | 'places' | 'trip' | 'results'>): string[] {
  return [
    ...(readAs ? [`Read ${readAs.map(({ typed, read }) => `“${typed}” as “${read}”`).join(', ')}.`] : []),
    ...(trip && results.some((hit) => hit.kind === 'item') ? [`Item answers are for a trip ${tripText(trip)}.`] : []),
    ...(places && results.length > 0 ? [`No Packwise guide is about ${quoted(places)}: these answers are general, not specific to ${places.length === 1 ? 'that place' : 'those places'}.`] : []),
  ];
}

/** What to try when nothing matched: the same search without the words no guide covers, when that finds something. */
function suggestionFor(query: string, unmatchedPhrases: string[]): SearchSuggestion {
  // The phrases are words as search reads them, so each typed word is read the same way to drop them.
  const unmatched = new Set(unmatchedPhrases.flatMap((phrase) => phrase.split(' ')));
  const kept = query.split(/\s+/).filter((word) => !tokenize(word).every((token) => unmatched.has(token)));
  // The words left around a dropped one say nothing alone: "…overnight in hotel" is tried as "…overnight", not "…overnight in".
  const isBare = (word: string) => tokenize(word).every(isStopWord);
  const first = kept.findIndex((word) => !isBare(word));
  const rest = first === -1 ? '' : kept.slice(first, kept.findLastIndex((word) => !isBare(word)) + 1).join(' ');
  const queries = unmatched.size > 0 && rest && searchPages(rest, 1).pages.length > 0 ? [rest] : [];
  const why =
    unmatched.size > 0
      ? `No Packwise guide covers ${quoted(unmatchedPhrases)}: Packwise is about packing a carry-on and one bag, not airline policy, bookings or destinations.`
      : `No Packwise guide matches “${query}”.`;
  const instead = queries.length > 0 ? ` Try “${queries[0]}”.` : ' Try a broader word for the item or the trip, or browse the list of pages.';
  return { message: `${why}${instead}`, queries };
}

/**
 * The search response as built, not yet checked against `SearchResponseSchema`: for a caller that
 * validates it against that schema itself. Every MCP tool reply's structured content is checked
 * against the tool's `outputSchema` (this same schema), so search_answers takes this one and each of
 * its replies is validated once, not twice.
 */
export function unvalidatedSearchResponse(query: string, kinds?: readonly HitKind[]): SearchResponse {
  const { answers, outcome } = rankedAnswers(query, SEARCH_RESULT_LIMIT);
  const scores = integerScores(answers);
  const question = { concepts: outcome.concepts, asksHow: asksHow(query) };
  const found = answers.map((answer, rank) => toSearchHit(answer, scores[rank]!, rank, question, outcome.trip));
  // A filter keeps each hit's score: a hit scores the same whatever else was asked for.
  const results = kinds ? found.filter((hit) => kinds.includes(hit.kind)) : found;
  const suggestion = found.length === 0 ? suggestionFor(query, outcome.unmatched) : results.length === 0 ? filteredOut(query, kinds!, found.length) : undefined;
  return {
    query,
    count: results.length,
    results,
    index: absoluteUrl(routePaths.pagesIndex),
    ...(outcome.ignored.length > 0 && { ignoredWords: outcome.ignored }),
    ...(outcome.readAs.length > 0 && { readAs: outcome.readAs }),
    ...(outcome.places.length > 0 && { places: outcome.places }),
    ...(namesPlace(outcome.trip) && { trip: outcome.trip }),
    ...(suggestion && { suggestion }),
  };
}

/** What to try when the search found hits, but none of the kinds asked for. */
const filteredOut = (query: string, kinds: readonly HitKind[], others: number): SearchSuggestion => ({
  message: `Nothing of the kinds asked for (${kinds.join(', ')}) matches “${query}”; without that filter the search finds ${others} ${others === 1 ? 'hit' : 'hits'}.`,
  queries: [],
});

/**
 * GET /api/search?for=missing_page: the pages an address that named no page may mean, as get_page
 * suggests them (search for its words first, then the closest spellings), for the 404 page.
 */
export function missingPageResponse(address: string): SearchResponse {
  const pages = suggestedPages(address);
  const scores = integerScores(pages);
  // Pages an address may mean, not answers to a question: related at best, and none quoted.
  const results = pages.map((page, rank) => pageHit(page, scores[rank]!, () => ({ match: 'related', answer: undefined }), false));
  return SearchResponseSchema.parse({
    query: address,
    count: results.length,
    results,
    index: absoluteUrl(routePaths.pagesIndex),
    ...(results.length === 0 && { suggestion: suggestionFor(address, []) }),
  });
}

/** GET /api/search (spec §4.2) and the search page, for an already validated query. */
export function searchResponse(query: string, kinds?: readonly HitKind[]): SearchResponse {
  return SearchResponseSchema.parse(unvalidatedSearchResponse(query, kinds));
}
