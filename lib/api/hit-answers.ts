import { MAX_ANSWER_SOURCES, MAX_PASSAGE_LENGTH, type MatchLevel } from '@/lib/answers/answer-kinds';
import { answerPassage, type AskedQuestion } from '@/lib/answers/answer-passage';
import { pagePassages } from '@/lib/answers/page-passages';
import { airlineLine, quotedSources } from '@/lib/airlines/airline-markdown';
import { pageBySlug } from '@/lib/content/catalogue';
import { kindRank, sourcesCitedFor, sourcesInCitationOrder } from '@/lib/content/sources';
import type { Trip } from '@/lib/items/item-view';
import { placeVerdicts, verdictLine } from '@/lib/items/verdict-line';
import { indexTermsOf } from '@/lib/search/words/search-terms';
import { isCommonLibraryTerm, isLibraryTerm } from '@/lib/search/search-pages';
import type { Source } from '@/lib/content/sources';
import type { AnswerSource, HitAnswer } from './schemas';

/** What a hit says of how well it answers, and, for the best hits, the passage that answers with its sources. */
export type HitVerdict = { match: MatchLevel; answer: HitAnswer | undefined };

const MOST_SOURCES = 3;

const libraryWords = { isUsed: isLibraryTerm, isCommon: isCommonLibraryTerm };

/** The longest verdict or allowance line an answer quotes: the whole of it, for every airline and item there is. */
const ANSWER_LINE_LENGTH = MAX_PASSAGE_LENGTH * 2;

/** A source backs a passage when the words it is quoted for share at least this many distinctive terms with it. */
const SHARED_TERMS = 2;

/**
 * A term is distinctive of a source when at most this share of the guide's sources are quoted with
 * it: "TSA" or "bag" in most of a guide's quotes says nothing of which one backs a passage.
 */
const DISTINCTIVE_SHARE = 1 / 3;

/**
 * The sources behind a passage of a section, or of the short answer: those a guide cites for the part
 * of the page it is from (`section`, or any part for the short answer) whose quoted words share enough
 * distinctive terms with it, the most authoritative first (the rule's owner before a report of it),
 * then those that share most. A section holds many passages, and only what its sources are quoted for
 * tells which backs which.
 */
function backingSources(page: { sources: readonly Source[] }, section: string | null, text: string): Source[] {
  const terms = indexTermsOf(text);
  const cited = sourcesInCitationOrder(page).map((source) => ({
    source,
    quoted: new Set(source.backs.filter((backed) => section === null || backed.section === section).flatMap((backed) => [...indexTermsOf(backed.quote)])),
  }));
  const quotedBy = (term: string) => cited.filter(({ quoted }) => quoted.has(term)).length;
  const isDistinctive = (term: string) => quotedBy(term) <= Math.max(1, cited.length * DISTINCTIVE_SHARE);
  return cited
    .map(({ source, quoted }) => ({ source, shared: [...quoted].filter((term) => terms.has(term) && isDistinctive(term)).length }))
    .filter(({ shared }) => shared >= SHARED_TERMS)
    .sort((a, b) => kindRank[a.source.kind] - kindRank[b.source.kind] || b.shared - a.shared)
    .map(({ source }) => source);
}

/** Each address once, in the wire shape: a guide's and an airline's sources carry more. */
const everySource = (sources: readonly AnswerSource[]) => [...new Map(sources.map(({ title, publisher, url, checked, kind }) => [url, { title, publisher, url, checked, kind }])).values()];

/** At most MOST_SOURCES of them. */
const firstSources = (sources: readonly AnswerSource[]) => everySource(sources).slice(0, MOST_SOURCES);

/**
 * A page hit: the passage of `answerPassage`, with the sources that back the part of the page it is
 * from (the FAQ, or its section); for the short answer, which sums up the whole guide, those of any part.
 */
export function pageHitVerdict(slug: string, question: AskedQuestion, anchor: string | null, url: string): HitVerdict {
  const page = pageBySlug(slug);
  const passages = pagePassages(slug);
  const passage = passages && answerPassage(passages, question, anchor, libraryWords);
  if (!page || !passage) return { match: 'mentions', answer: undefined };
  // A FAQ entry is one passage: each source cited for it backs it.
  const backing =
    passage.from === 'faq'
      ? sourcesCitedFor(page, [passage.anchor!])
      : backingSources(page, passage.from === 'short-answer' ? null : passage.anchor, passage.text);
  return {
    match: passage.match,
    answer: {
      text: passage.text,
      from: passage.from,
      ...(passage.heading && { heading: passage.heading }),
      url: passage.anchor ? `${url}#${passage.anchor}` : url,
      sources: firstSources(backing),
      ...(page.reviewed && { reviewed: page.reviewed }),
    },
  };
}

/** An item the query names: its verdict, on the trip the query names if any, sourced from the rules behind it. */
export function itemHitVerdict(slug: string, url: string, trip?: Trip): HitVerdict {
  const places = placeVerdicts(slug, trip)?.places ?? [];
  const sources = places.flatMap((place) => place.rules.map(({ owner, source }) => ({ title: source.title, publisher: owner, url: source.url, checked: source.checked })));
  return { match: 'answers', answer: { text: verdictLine(slug, ANSWER_LINE_LENGTH, trip) ?? '', from: 'verdict', url, sources: firstSources(sources) } };
}

/** An airline the query names: its allowances, fare by fare, with every page its figures come from (a line quotes every fare). */
export function airlineHitVerdict(code: string, url: string): HitVerdict {
  return {
    match: 'answers',
    answer: { text: airlineLine(code, ANSWER_LINE_LENGTH) ?? '', from: 'allowances', url, sources: everySource(quotedSources(code)).slice(0, MAX_ANSWER_SOURCES) },
  };
}
