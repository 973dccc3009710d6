import type { QueryCombination, SearchResult } from 'minisearch';
import {
  answersQuery,
  canLeaveOut,
  distinctiveConcepts,
  isAsked,
  isCommonTerm,
  typedPhrase,
  uncoveredConcepts,
  type DistinctiveConcept,
  type PageMatch,
} from './answer-coverage';
import { STARTING_POINTS } from '@/lib/content/starting-points';
import { HOME_SLUG } from '@/lib/site/urls';
import { guideProbabilities } from './guide-classifier';
import { matchedPassage, type MatchedPassage } from './matching-section';
import { priceQuestion, statesPrice, type PriceQuestion } from './price-statements';
import { queryConcepts, type Concept } from './query-concepts';
import { outOfScopeWords } from './scope-model';
import { asWords, MIN_TYPO_LENGTH, PAGE_FIELDS, TITLE_WORDS, libraryUseOf, type SearchIndex } from './search-index';
import { isAside, withRelatedTerms, wordsRead } from './unknown-words';

/** A page as search ranks it, with the section that matched best and a passage from it. */
export type RankedPage = MatchedPassage & { slug: string; relevance: number };

/**
 * The ranked pages and the distinctive words or phrases of the query that no page covers: left out
 * of a partial answer (`ignored`), or why there is no answer (`unmatched`).
 */
export type SearchOutcome = { pages: RankedPage[]; unmatched: string[]; ignored: string[] };

const noAnswer = (unmatched: string[]): SearchOutcome => ({ pages: [], unmatched, ignored: [] });

/** A title or URL match says most about a page; a word somewhere in a FAQ answer or the guide's text says least. */
const FIELD_BOOSTS = { name: 4, description: 2, questions: 1.5, answers: 0.75, body: 0.5 };

/**
 * Common terms are matched in these fields only: scoring them in every FAQ and guide text costs most
 * and says least. Unknown terms (typos, partial words) are matched loosely in the page fields first
 * (findResults): their corrections are often common words ("baterries"), whose every text would
 * otherwise be scored.
 */
const SHORT_FIELDS = ['name', 'description'];

/**
 * How much the guide classifier's probability for a page adds to its relevance as a share of the
 * first page's, and the probability from which a guide the engine missed is added. Chosen on the dev
 * sets, each learning from the other (BENCHMARKS.md).
 */
const LEARNED_GUIDE_WEIGHT = 2;
const SURE_GUIDE_PROBABILITY = 0.3;

/** A vocabulary meaning of a typed word counts for this much of the word itself. */
const MEANING_WEIGHT = 0.5;

/** A query that is a page's whole title, as people paste it, puts that page first. */
const EXACT_TITLE_BOOST = 3;

/**
 * Noise: hits under this share of the best hit's relevance (a stray word in one FAQ answer), and
 * hits whose relevance is this low in absolute terms (one fuzzy match, "quokka" for "quota").
 */
const MIN_SHARE_OF_BEST = 0.2;
const MIN_RELEVANCE = 0.5;

/**
 * Lifted pages (the guides the vocabulary names for a phrase, or those a query that names no guide
 * gets) rank above every other hit, in their order: while pages are scored, each this share of the
 * best relevance apart; once the guide classifier has ranked the rest, each this much apart above
 * the first of them (withLearnedGuides).
 */
const LIFTED_PAGE_STEP = 0.1;

const isUnknown = (term: string, index: SearchIndex) => !index.documentFrequency.has(term);

/** A word in at least this share of the pages ("packing", "travel", "bag") tells none apart. */
const EVERYWHERE_SHARE = 0.9;

/**
 * Whether a query names no guide in particular, so that scoring would only rank the shortest titles
 * with its commonest word first ("Packing survey results" for "packing"). It has no distinctive
 * concept nor a phrase naming guides, and it either is one word nearly every page uses ("packing",
 * "how to pack", "hand luggage"), or is made of words the library uses that no page has in its
 * title or URL ("what can I bring on a plane", "travel tips"). Such a query gets the homepage, which
 * lists every guide, and the guides where most trips start, in that order. Two everywhere words can
 * tell guides apart: a title holds both ("what not to pack"). A typo, a partial word or a number is
 * left to the scores.
 */
function namesNoGuide(index: SearchIndex, concepts: Concept[], distinctive: DistinctiveConcept[], results: SearchResult[]): boolean {
  if (distinctive.length > 0 || concepts.some((concept) => concept.pages.length > 0)) return false;
  const isEverywhere = (term: string) => (index.documentFrequency.get(term) ?? 0) >= index.sections.size * EVERYWHERE_SHARE;
  // A vocabulary phrase asks what it means ("hand luggage" asks "carry-on").
  const [only] = concepts;
  const onlyTerms = concepts.length === 1 && only ? (only.means.length > 0 ? only.means : only.typed) : [];
  if (onlyTerms.length === 1 && isEverywhere(onlyTerms[0]!)) return true;
  const searched = concepts.flatMap((concept) => [...concept.typed, ...concept.means]);
  const isPlainWord = (term: string) => !isUnknown(term, index) && !/\d/.test(term);
  return searched.every(isPlainWord) && !results.some((result) => searched.some((term) => result.match[term]?.includes('name')));
}

/**
 * An unknown term worth correcting: not a word of the library and not an English word either.
 * "falconry" is a word the guides lack, not a misspelt "balconies"; "luggae" is a typo of "luggage".
 */
const isTypo = (term: string, index: SearchIndex) => term.length >= MIN_TYPO_LENGTH && isUnknown(term, index) && !index.englishTerms.has(term);

/**
 * A query for terms that are already tokenized and stemmed, weighted by `weight`. A term the library
 * never uses is a partial word ("toileteries"), a typo ("backapck") or an English word the guides
 * lack ("falconry"); only a typo is also matched with edits, and only such a term or one used in one page ("overhed", whose stem "overh" one
 * odd word shares) as a prefix: a known word matched loosely would only add noise, and every loose
 * match costs a posting list to score.
 */
function termsQuery(terms: string[], index: SearchIndex, weight: number, fields?: string[]): QueryCombination {
  const rare = (term: string) => (index.documentFrequency.get(term) ?? 0) <= 1;
  return {
    queries: [terms.join(' ')],
    fields,
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    boost: FIELD_BOOSTS,
    boostTerm: () => weight,
    prefix: (term) => rare(term) && term.length >= 4,
    fuzzy: (term) => (isTypo(term, index) ? 0.25 : false),
    maxFuzzy: 2,
    weights: { prefix: 0.5, fuzzy: 0.4 },
  };
}

/** Known terms in every field, common ones in the short fields, unknown ones loosely in the page fields. */
function termsQueries(terms: string[], index: SearchIndex, weight: number): QueryCombination[] {
  const groups = [
    { terms: terms.filter((term) => !isUnknown(term, index) && !isCommonTerm(term, index)), fields: undefined },
    { terms: terms.filter((term) => isUnknown(term, index)), fields: [...PAGE_FIELDS] },
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
            match: { ...result.match, ...earlier.match },
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
  const results = index.engine.search({
    combineWith: 'OR',
    queries: [...termsQueries(typed, index, 1), ...termsQueries(means, index, MEANING_WEIGHT)],
  });
  const found = new Set(results.flatMap((result) => result.queryTerms));
  const unfound = typed.filter((term) => isUnknown(term, index) && !found.has(term));
  if (unfound.length === 0) return results;
  return mergeResults(results, index.engine.search(termsQuery(unfound, index, 1, ['body'])));
}

/** The query terms a result matched only as a prefix or with edits: none of its own terms is the term itself. */
const looseQueryTerms = (result: SearchResult) => result.queryTerms.filter((term) => !result.terms.includes(term));

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

/** What the results say about one page: its score, its title, and which query terms it matched, exactly or loosely. */
type PageEvidence = PageMatch & { score: number; titleWords?: string; bodyTerms: string[] };

/** A page with its relevance to the query, as ranked. */
type RankedEvidence = { page: PageEvidence; relevance: number };

const noEvidence = (slug: string): PageEvidence => ({ slug, score: 0, exactTerms: new Set(), looseTerms: new Set(), bodyTerms: [] });

function toEvidence(result: SearchResult, queryTerms: ReadonlySet<string>): PageEvidence {
  return {
    slug: String(result.id),
    score: result.score,
    titleWords: result[TITLE_WORDS] as string,
    exactTerms: new Set(result.terms.filter((term) => queryTerms.has(term))),
    looseTerms: new Set(looseQueryTerms(result)),
    bodyTerms: result.terms.filter((term) => result.match[term]?.includes('body')),
  };
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

/**
 * BM25+ over titles, URLs, descriptions, FAQ text and, weighted below them, the guides' text; the
 * section shown with a hit is found afterwards (matching-section.ts). Known words match exactly,
 * unknown ones also as prefixes and with typos, English nouns the guides never use through the
 * guides' words for related things (WordNet); the traveler vocabulary adds the guides' words for
 * what was typed and ranks the guides it names first; a pasted title is boosted; a query that names
 * no guide gets the homepage and the starting guides first (namesNoGuide). A page must answer the
 * distinctive parts of the query's question (answer-coverage.ts); what is said before the question
 * only ranks pages. A distinctive word no page uses is left
 * out when the query can do without it (canLeaveOut: "got" in "my luggage got damaged"), and
 * otherwise empties the result: "ski lessons for kids" is not answered by pages on ski gear and
 * children, "cheap flights to bali" returns nothing. A query that asks a price is answered only by
 * pages that give it (price-statements.ts). Pages found are still no answer when the model of what
 * Packwise does not cover reads the query as such (scope-model.ts: "best hotels in lisbon for
 * families"). An empty result names the distinctive parts no page has as typed ("celiac", which only
 * a typo of "delicate" reaches), the price no page gives, or the word that told the model. Best
 * first; equal relevance is ordered as the pages' URLs sort, so the order never depends on how the
 * index was built.
 */
export function searchIndex(index: SearchIndex, query: string, limit: number): SearchOutcome {
  const concepts = withRelatedTerms(
    queryConcepts(query, {
      separate: (word) => wordsRead(word, index),
      isAside: (word) => isAside(word, index),
      partOfSpeech: (word) => index.partsOfSpeech.get(word) ?? 'noun',
    }),
    index,
  );
  const outOfScope = concepts.filter((concept) => concept.outOfScope);
  if (outOfScope.length > 0) return noAnswer(outOfScope.map(typedPhrase));
  const typed = [...new Set(concepts.flatMap((concept) => concept.typed))];
  const means = [...new Set(concepts.flatMap((concept) => concept.means))].filter((term) => !typed.includes(term));
  if (typed.length === 0) return noAnswer([]);
  const results = findResults(index, typed, means);
  const asked = distinctiveConcepts(concepts, index, correctionFrequency(results, index));
  const missing = uncoveredConcepts(asked, new Set(results.flatMap((result) => result.queryTerms)), index);
  const matchedAsTyped = new Set(results.flatMap((result) => result.terms.filter((term) => result.queryTerms.includes(term))));
  const notAsTyped = uncoveredConcepts(asked, matchedAsTyped, index);
  const firm = asked.filter((concept) => !concept.related && !notAsTyped.includes(concept));
  if (missing.length > 0 && !canLeaveOut(asked, missing, firm)) return noAnswer(missing.map(typedPhrase));
  const distinctive = asked.filter((concept) => !missing.includes(concept));

  const phrase = asWords(query);
  // Guides named for what is asked come before the packing lists named for how long the trip is.
  const named = [...concepts.filter((concept) => !concept.tripLength), ...concepts.filter((concept) => concept.tripLength)];
  const namedPages = named.flatMap((concept) => concept.pages);
  const titled = results.find((result) => result[TITLE_WORDS] === phrase);
  const answered = concepts.filter((concept) => !missing.some((left) => left.words === concept.words));
  const lifted = namesNoGuide(index, answered, distinctive, results) ? [HOME_SLUG, ...STARTING_POINTS] : namedPages;
  const liftedPages = [...new Set(lifted)].filter((slug) => index.sections.has(slug));
  // A price asked before the question ("I booked the cheapest fare, what bag can I bring") is context.
  const price = priceQuestion(index, concepts.filter(isAsked), distinctive.filter(isAsked));
  const scored = answeringPages(results, new Set([...typed, ...means]), distinctive, limit, liftedPages, titled, price).map((page) => ({
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
  const found = scored.filter(({ relevance }) => relevance >= floor);
  const pages = withLearnedGuides(index, query, found, { queryTerms: [...typed, ...means], liftedPages, price })
    .slice(0, limit)
    .map(({ page, relevance }) => ({ slug: page.slug, relevance, ...matchedPassage(index, page.slug, page.bodyTerms, price ? statesPrice : () => false) }));
  if (pages.length > 0) {
    // The pages found are checked against what the query asks only now: a query the rules above
    // already leave empty keeps their more precise reason ("ticket prices" no guide gives).
    const notCovered = outOfScopeWords(index.scope, query, (term) => libraryUseOf(term, index));
    return notCovered ? noAnswer(notCovered) : { pages, unmatched: [], ignored: missing.map(typedPhrase) };
  }
  if (!price) return noAnswer(notAsTyped.map(typedPhrase));
  // What asks the price is named as one phrase, with any word in it no page has.
  const spanned = new Set(price.concepts.map((concept) => concept.words));
  const pricedPhrase = typedPhrase({ words: price.concepts.flatMap((concept) => concept.words) });
  return noAnswer([...notAsTyped.filter((concept) => !spanned.has(concept.words)).map(typedPhrase), pricedPhrase]);
}

/**
 * The pages found, ranked again with which guides the classifier reads the query as asking about
 * (guide-classifier.ts): each page's relevance as a share of the first's, plus LEARNED_GUIDE_WEIGHT
 * times the guide's probability. Lifted pages keep their places at the top: the vocabulary or the
 * query's plain words chose them. A guide the classifier is sure of (SURE_GUIDE_PROBABILITY) that the
 * engine did not find joins the rest, with the query's terms to find its section, if it gives the
 * price asked. A query the engine answers with nothing is left empty: what the classifier reads it as
 * is no answer.
 */
function withLearnedGuides(
  index: SearchIndex,
  query: string,
  found: RankedEvidence[],
  { queryTerms, liftedPages, price }: { queryTerms: string[]; liftedPages: string[]; price: PriceQuestion | null },
): RankedEvidence[] {
  if (found.length === 0) return found;
  const probabilities = guideProbabilities(index.guides, query);
  const isLifted = ({ page }: RankedEvidence) => liftedPages.includes(page.slug);
  const rest = found.filter((entry) => !isLifted(entry));
  const first = rest[0]?.relevance ?? 1;
  const isFound = (slug: string) => found.some(({ page }) => page.slug === slug);
  const missed = [...probabilities]
    .filter(([slug, probability]) => probability >= SURE_GUIDE_PROBABILITY && !isFound(slug) && index.sections.has(slug) && (price?.isAnsweredBy(slug) ?? true))
    .map(([slug]) => ({ page: { ...noEvidence(slug), bodyTerms: queryTerms }, relevance: 0 }));
  const reranked = [...rest, ...missed]
    .map(({ page, relevance }) => ({ page, relevance: relevance / first + LEARNED_GUIDE_WEIGHT * (probabilities.get(page.slug) ?? 0) }))
    .sort((a, b) => b.relevance - a.relevance || byUrl(a.page.slug, b.page.slug));
  // Lifted pages stay above the rest, in their order, each LIFTED_PAGE_STEP above the next.
  const lifted = found.filter(isLifted);
  const top = reranked[0]?.relevance ?? 0;
  return [...lifted.map(({ page }, position) => ({ page, relevance: top + LIFTED_PAGE_STEP * (lifted.length - position) })), ...reranked];
}

/** Pages' URLs end `<slug>/` after the same prefix, so they sort as `<slug>/` does (code unit order). */
function byUrl(a: string, b: string): number {
  const left = `${a}/`;
  const right = `${b}/`;
  return left < right ? -1 : left > right ? 1 : 0;
}
