import type { SearchResult } from 'minisearch';
import { STARTING_POINTS } from '@/lib/content/starting-points';
import { HOME_SLUG } from '@/lib/site/urls';
import { answersQuery, type DistinctiveConcept } from '../coverage/answer-coverage';
import type { Coverage } from '../coverage/cover-query';
import type { PriceQuestion } from '../coverage/price-question';
import { isEverywhereTerm, isUnknownTerm } from '../index/library-terms';
import { TITLE_WORDS, type SearchIndex } from '../index/search-index';
import type { Concept } from '../query/query-concepts';
import type { QueryReading } from '../query/read-query';
import { noEvidence, toEvidence, type PageEvidence } from '../retrieval/page-evidence';
import type { Retrieval } from '../retrieval/retrieve';

/** A page with its relevance to the query, as ranked. */
export type RankedEvidence = { page: PageEvidence; relevance: number };

/**
 * The pages that answer the query, best first, above the noise floor; and the pages lifted above every
 * other hit, in their order: the guides the vocabulary names for a phrase, or, for a query that names
 * no guide, the homepage and the guides where most trips start.
 */
export type Ranking = { found: RankedEvidence[]; liftedPages: string[] };

/** A query that is a page's whole title, as people paste it, puts that page first. */
const EXACT_TITLE_BOOST = 3;

/**
 * Noise: hits under this share of the best hit's relevance (a stray word in one FAQ answer), and
 * hits whose relevance is this low in absolute terms (one fuzzy match, "quokka" for "quota").
 */
const MIN_SHARE_OF_BEST = 0.2;
const MIN_RELEVANCE = 0.5;

/**
 * Lifted pages rank above every other hit, in their order: here each this share of the best relevance
 * apart; once the guide classifier has ranked the rest, each this much apart above the first of them
 * (learned-reranking.ts).
 */
export const LIFTED_PAGE_STEP = 0.1;


/**
 * Stage 4. The pages that answer the distinctive parts of the query's question, ranked by the engine's
 * score, a pasted title boosted, the lifted pages first; a price question is answered only by pages
 * that give the price. Equal relevance is ordered as the pages' URLs sort, so the order never depends
 * on how the index was built.
 */
export function rankAnswers(index: SearchIndex, reading: QueryReading, { results }: Retrieval, coverage: Coverage, limit: number): Ranking {
  const { concepts, phrase } = reading;
  // Guides named for what is asked come before the packing lists named for how long the trip is.
  const named = [...concepts.filter((concept) => concept.kind !== 'tripLength'), ...concepts.filter((concept) => concept.kind === 'tripLength')];
  const titled = results.find((result) => result[TITLE_WORDS] === phrase);
  const answered = concepts.filter((concept) => !coverage.missing.some((left) => left.words === concept.words));
  const lifted = namesNoGuide(index, answered, coverage.distinctive, results) ? [HOME_SLUG, ...STARTING_POINTS] : named.flatMap((concept) => concept.pages);
  const liftedPages = [...new Set(lifted)].filter((slug) => index.sections.has(slug));
  const queryTerms = new Set([...reading.typed, ...reading.means]);
  const scored = answeringPages(results, queryTerms, coverage.distinctive, limit, liftedPages, titled, coverage.price).map((page) => ({
    page,
    relevance: page.score * (page.titleWords === phrase ? EXACT_TITLE_BOOST : 1),
  }));
  const best = Math.max(MIN_RELEVANCE, ...scored.map(({ relevance }) => relevance));
  for (const entry of scored) {
    const position = liftedPages.indexOf(entry.page.slug);
    if (position !== -1) entry.relevance = best * (2 - LIFTED_PAGE_STEP * position);
  }
  scored.sort((a, b) => b.relevance - a.relevance || byUrl(a.page.slug, b.page.slug));
  // Measured against the best match before pages were lifted, which always pass.
  const floor = Math.max(MIN_RELEVANCE, best * MIN_SHARE_OF_BEST);
  return { found: scored.filter(({ relevance }) => relevance >= floor), liftedPages };
}

/**
 * Whether a query names no guide in particular, so that scoring would only rank the shortest titles
 * with its commonest word first ("Packing survey results" for "packing"). It has no distinctive
 * concept nor a phrase naming guides, and it either is one word nearly every page uses ("packing",
 * "how to pack", "hand luggage"), or is made of words the library uses that no page has in its
 * title or URL ("what can I bring on a plane", "travel tips"). Two everywhere words can tell guides
 * apart: a title holds both ("what not to pack"). A typo, a partial word or a number is left to the
 * scores.
 */
function namesNoGuide(index: SearchIndex, concepts: Concept[], distinctive: DistinctiveConcept[], results: SearchResult[]): boolean {
  if (distinctive.length > 0 || concepts.some((concept) => concept.pages.length > 0)) return false;
  // A vocabulary phrase asks what it means ("hand luggage" asks "carry-on").
  const [only] = concepts;
  const onlyTerms = concepts.length === 1 && only ? (only.means.length > 0 ? only.means : only.typed) : [];
  if (onlyTerms.length === 1 && isEverywhereTerm(onlyTerms[0]!, index)) return true;
  const searched = concepts.flatMap((concept) => [...concept.typed, ...concept.means]);
  const isPlainWord = (term: string) => !isUnknownTerm(term, index) && !/\d/.test(term);
  return searched.every(isPlainWord) && !results.some((result) => searched.some((term) => result.match[term]?.includes('name')));
}

/**
 * The pages that answer the query and can make the top `limit`: results come best first, so after
 * `limit` answers (and any tied with the last) only a pasted title (`titled`), boosted after scoring,
 * or a page lifted to the top (`liftedPages`) can still move up, and those are added. Only the pages
 * looked at are turned into evidence, which on a large library is a small share of the results.
 */
function answeringPages(
  results: SearchResult[],
  queryTerms: ReadonlySet<string>,
  concepts: DistinctiveConcept[],
  limit: number,
  liftedPages: string[],
  titled: SearchResult | undefined,
  price: PriceQuestion | null,
): PageEvidence[] {
  const answers: PageEvidence[] = [];
  const consider = (evidence: PageEvidence) => {
    const isAnswer = answersQuery(evidence, concepts) && (price?.isAnsweredBy(evidence.slug) ?? true);
    if (isAnswer && !answers.some((answer) => answer.slug === evidence.slug)) answers.push(evidence);
  };
  let lastScore = Number.POSITIVE_INFINITY;
  for (const result of results) {
    if (answers.length >= limit && result.score < lastScore) break;
    const before = answers.length;
    consider(toEvidence(result, queryTerms));
    if (answers.length > before) lastScore = result.score;
  }
  if (titled) consider(toEvidence(titled, queryTerms));
  for (const slug of liftedPages) {
    const result = results.find((candidate) => candidate.id === slug);
    consider(result ? toEvidence(result, queryTerms) : noEvidence(slug));
  }
  return answers;
}

/** Pages' URLs end `<slug>/` after the same prefix, so they sort as `<slug>/` does (code unit order). */
export function byUrl(a: string, b: string): number {
  const left = `${a}/`;
  const right = `${b}/`;
  return left < right ? -1 : left > right ? 1 : 0;
}
