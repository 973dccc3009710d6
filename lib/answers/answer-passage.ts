import { MAX_PASSAGE_LENGTH, type MatchLevel, type PassageKind } from './answer-kinds';
import type { FaqPassage, PagePassages, Passage, SectionPassages } from './page-passages';
import { namesSubject, type Concept } from '@/lib/search/query/query-concepts';
import { sentencesOf } from '@/lib/search/words/sentences';

/**
 * The passage a hit quotes whole, where it is on its page (`anchor`, none for the top of the page),
 * what it answers there (the FAQ question, or its section's heading) and how well it answers.
 */
export type AnswerPassage = { text: string; from: PassageKind; anchor: string | null; heading: string | null; match: MatchLevel };

/**
 * A FAQ answers when its question holds, as typed, everything asked of one or two things, or at least
 * this share of three or more (its answer holds the rest). As typed, because the guides' words for a
 * thing are broad ("sleep" for "melatonin"): a question that only uses them asks something else.
 */
const FAQ_QUESTION_SHARE = 2 / 3;

/**
 * A long question asks several things at once ("…security with baby formula, breast milk and the
 * stroller, flying alone with a toddler"): a FAQ question that holds this many of them, as typed, is
 * the answer to quote whatever their share.
 */
const FAQ_QUESTION_THINGS = 3;

/** A query as a passage answers it: its concepts, and whether it asks how to do something (asks-how.ts). */
export type AskedQuestion = { concepts: readonly Concept[]; asksHow: boolean };

/** What the library's term counts say of a term: whether any guide uses it, and whether most do ("pack", "flight"). */
export type LibraryWords = { isUsed: (term: string) => boolean; isCommon: (term: string) => boolean };

/**
 * The concepts as a passage must hold them: a word the guides use, as typed ("allowance", not the
 * guides' broader words for it, "limit" or "weight"); a word they never use, by their words for it
 * ("hairdryer" as "hair dryer").
 */
const asPassagesHoldThem = (concepts: readonly Concept[], library: LibraryWords) =>
  concepts.map((concept) => (concept.typed.some(library.isUsed) ? { ...concept, means: [] } : concept));

/**
 * What a passage must cover to answer: the things asked about, not the verbs around them ("bring",
 * "pack") nor what the traveler says before asking. A query of verbs only is asked about its verbs.
 */
function askedConcepts(concepts: readonly Concept[]): Concept[] {
  const things = concepts.filter((concept) => namesSubject(concept) && !concept.context);
  const named = things.filter((concept) => concept.partOfSpeech !== 'verb');
  return named.length > 0 ? named : things;
}

/** The nouns and names among concepts, which the other words qualify; all of them when there is none. */
function nounsFirst(concepts: readonly Concept[]): Concept[] {
  const nouns = concepts.filter((concept) => concept.partOfSpeech === 'noun' || concept.kind === 'name');
  return nouns.length > 0 ? nouns : [...concepts];
}

const covers = (terms: ReadonlySet<string>, concept: Concept) => concept.typed.some((term) => terms.has(term)) || concept.means.some((term) => terms.has(term));
const holdsAsTyped = (terms: ReadonlySet<string>, concept: Concept) => concept.typed.some((term) => terms.has(term));
/** Every word of a concept as typed: "plug adapter" in "plug adapter", not in "plugs". */
const holdsWholeAsTyped = (terms: ReadonlySet<string>, concept: Concept) => concept.typed.every((term) => terms.has(term));

/** The share of `asked` that `terms` hold; a query that asks about no thing is half answered by anything. */
function shareBy(held: (terms: ReadonlySet<string>, concept: Concept) => boolean, asked: readonly Concept[], termSets: ReadonlySet<string>[]): number {
  if (asked.length === 0) return 0.5;
  return asked.filter((concept) => termSets.some((terms) => held(terms, concept))).length / asked.length;
}

const share = (asked: readonly Concept[], ...termSets: ReadonlySet<string>[]) => shareBy(covers, asked, termSets);

const levelOf = (covered: number): MatchLevel => (covered >= 1 ? 'answers' : covered >= 0.5 ? 'related' : 'mentions');

/** How well passages holding `termSets` answer: by the things asked (nounsFirst), not the words that qualify them ("faster"). */
const matchOf = (asked: readonly Concept[], ...termSets: ReadonlySet<string>[]) => levelOf(share(nounsFirst(asked), ...termSets));

/** Whether `a` comes before `b`, compared value by value, the first that differs deciding. */
function ranksAbove(a: readonly number[], b: readonly number[]): boolean {
  const at = a.findIndex((value, index) => value !== b[index]);
  return at !== -1 && a[at]! > b[at]!;
}

/** A FAQ question of which the query holds this share of terms is the question typed, give or take a filler word ("just"). */
const TYPED_QUESTION_SHARE = 0.8;

const isTheQuestion = ({ questionTerms }: FaqPassage, concepts: readonly Concept[]) => {
  const typed = new Set(concepts.flatMap((concept) => concept.typed));
  return [...questionTerms].filter((term) => typed.has(term)).length >= questionTerms.size * TYPED_QUESTION_SHARE;
};

/**
 * Whether a FAQ question asks about a narrower case than the query: at least as many of the things it
 * names (runs of nouns, "voltage converter"; alternatives, "east or west") are named by neither the
 * query nor the guide's title as are. "What documents does a child need" is no answer to "what
 * documents do I need"; "is jet lag worse flying east or west" is one to "jet lag flying east". Things
 * most guides name ("flight") are no case of anything.
 */
function narrowsTheQuery({ questionConcepts }: FaqPassage, queryConcepts: readonly Concept[], titleTerms: ReadonlySet<string>, library: LibraryWords): boolean {
  const namedTerms = new Set([...titleTerms, ...queryConcepts.flatMap((concept) => [...concept.typed, ...concept.means])]);
  const isNamed = (concept: Concept) => [...concept.typed, ...concept.means].some((term) => namedTerms.has(term));
  const things = questionConcepts.filter((concept) => namesSubject(concept) && concept.partOfSpeech === 'noun');
  const phrases = [...new Set(things.map(({ phrase }) => phrase))].map((phrase) => things.filter((concept) => concept.phrase === phrase));
  const named = phrases.filter((phrase) => phrase.some(isNamed)).length;
  const unnamed = phrases.filter((phrase) => !phrase.some(isNamed) && !phrase.every((concept) => concept.typed.every(library.isCommon))).length;
  return unnamed > 0 && unnamed >= named;
}

/** A FAQ entry quoted as the answer, its match counting what its question and answer hold. */
const faqAnswer = (entry: FaqPassage, asked: readonly Concept[]): AnswerPassage => ({
  text: entry.text,
  from: 'faq',
  anchor: entry.anchor,
  heading: entry.question,
  match: matchOf(asked, entry.questionTerms, entry.terms),
});

/**
 * The FAQ entry whose question asks most of the query, when it asks enough of it. On a tie, the one
 * whose question also holds more of the other words typed ("weigh" in "how much can a carry-on
 * weigh"), then more of what is asked by the words that set it apart, the ones most guides do not use
 * ("ski" in "ski trip", where a question on a cold trip holds "trip"), then whose answer holds more of
 * what is asked.
 */
function matchingFaq(passages: PagePassages, asked: readonly Concept[], typed: readonly Concept[], library: LibraryWords): { entry: FaqPassage; passage: AnswerPassage } | undefined {
  const holdsDistinctAsTyped = (terms: ReadonlySet<string>, concept: Concept) => {
    const distinct = concept.typed.filter((term) => !library.isCommon(term));
    return (distinct.length > 0 ? distinct : concept.typed).some((term) => terms.has(term));
  };
  let best: { entry: FaqPassage; rank: number[] } | undefined;
  for (const entry of passages.faq) {
    const rank = [
      shareBy(holdsAsTyped, asked, [entry.questionTerms]),
      shareBy(holdsAsTyped, typed, [entry.questionTerms]),
      shareBy(holdsDistinctAsTyped, asked, [entry.questionTerms]),
      share(asked, entry.questionTerms, entry.terms),
    ];
    if (!best || ranksAbove(rank, best.rank)) best = { entry, rank };
  }
  const held = best ? best.rank[0]! * asked.length : 0;
  if (!best || asked.length === 0 || (best.rank[0]! < (asked.length <= 2 ? 1 : FAQ_QUESTION_SHARE) && held < FAQ_QUESTION_THINGS)) return undefined;
  const { entry } = best;
  return { entry, passage: faqAnswer(entry, asked) };
}

/** A long block cut to the sentence that holds most of the query and those after it, while they fit. */
function bestSentences(block: Passage, asked: readonly Concept[]): string {
  if (block.text.length <= MAX_PASSAGE_LENGTH) return block.text;
  const sentences = sentencesOf(block.text);
  let start = 0;
  for (let at = 1; at < sentences.length; at += 1) if (share(asked, sentences[at]!.terms) > share(asked, sentences[start]!.terms)) start = at;
  let text = sentences[start]!.text;
  for (const next of sentences.slice(start + 1)) {
    if (text.length + 1 + next.text.length > MAX_PASSAGE_LENGTH) break;
    text = `${text} ${next.text}`;
  }
  return text;
}

/**
 * A block that ends by announcing what follows ("A typical set:") with the blocks that follow it (the
 * list or table it announces), while they fit: the items are the answer, the lead-in only introduces
 * them. The first item comes whatever its length, up to twice the usual, so a lead-in never ends a
 * passage; list items are set apart by semicolons, table rows (which hold semicolons) by full stops.
 */
function withAnnouncedList(text: string, following: SectionPassages['blocks']): string {
  if (!text.endsWith(':')) return text;
  let whole = text;
  for (const block of following) {
    if (!block.text) continue;
    const separator = whole === text ? ' ' : block.row ? '. ' : '; ';
    if (whole.length + separator.length + block.text.length > (whole === text ? 2 : 1) * MAX_PASSAGE_LENGTH) break;
    whole = `${whole}${separator}${block.text}`;
  }
  return whole;
}

/** The guide's short answer; its match counts what it holds with `termSets` (the title, or the heading of the section it opens). */
const shortAnswerPassage = (shortAnswer: Passage, asked: readonly Concept[], ...termSets: ReadonlySet<string>[]): AnswerPassage => ({
  text: shortAnswer.text,
  from: 'short-answer',
  anchor: null,
  heading: null,
  match: matchOf(asked, shortAnswer.terms, ...termSets),
});

/** The block of a section that holds most of the query (the first on a tie): a table row with its headers, or whole sentences. */
function sectionPassage(section: SectionPassages, asked: readonly Concept[], shortAnswer: Passage | undefined): AnswerPassage | undefined {
  let best: { at: number; covered: number } | undefined;
  section.blocks.forEach((block, at) => {
    const covered = share(asked, block.terms);
    if (block.text && (!best || covered > best.covered)) best = { at, covered };
  });
  if (!best) return undefined;
  const block = section.blocks[best.at]!;
  if (block === shortAnswer) return shortAnswerPassage(shortAnswer, asked, section.headingTerms);
  return {
    text: block.row ? block.text : withAnnouncedList(bestSentences(block, asked), section.blocks.slice(best.at + 1)),
    from: block.row ? 'table-row' : 'passage',
    anchor: section.anchor,
    heading: section.heading,
    match: matchOf(asked, block.terms, section.headingTerms),
  };
}

/**
 * Whether a paragraph says no more of what is asked than the guide's short answer, which sums the
 * guide up: the title names, as typed, all it holds of the query, and its section is not about the
 * query's topic ("packing for a beach week" quoted a paragraph on beach towels, while "can you take a
 * camping stove on a plane" keeps the section on stoves).
 */
function restatesShortAnswer(passage: AnswerPassage, asked: readonly Concept[], topic: Concept | undefined, titleTerms: ReadonlySet<string>, section: SectionPassages): boolean {
  if (passage.from !== 'passage' || (topic && covers(section.headingTerms, topic))) return false;
  const sentences = sentencesOf(passage.text);
  const held = asked.filter((concept) => sentences.some(({ terms }) => covers(terms, concept)));
  return held.length > 0 && held.every((concept) => holdsAsTyped(titleTerms, concept));
}

/**
 * Whether the guide's short answer answers: the title names every thing asked (its nouns, not the
 * words that qualify them: "faster" in "how do I get through airport security faster"); it or the
 * title names at least half of them as typed, as the guides' broad words for an item ("electronics"
 * for a hair straightener) make its category's guide the topic, not the answer; and the title's
 * subject or the short answer names the topic as typed, as a title also lists what its sections cover
 * ("what not to pack: knives, lighters…").
 */
function shortAnswerAnswers(passages: PagePassages, asked: readonly Concept[]): boolean {
  const { shortAnswer, titleTerms, subjectTerms } = passages;
  const things = nounsFirst(asked);
  if (!shortAnswer || things.length === 0 || share(things, titleTerms) < 1) return false;
  const summed = (concept: Concept) => !concept.topic || holdsAsTyped(subjectTerms, concept) || holdsAsTyped(shortAnswer.terms, concept);
  return shareBy(holdsAsTyped, things, [titleTerms, shortAnswer.terms]) >= 0.5 && things.every(summed);
}

/**
 * The passage of a page that answers a query, in this order: a FAQ entry whose question is the query,
 * or names more of it than the title's subject does, each word whole as typed ("plug adapter" where
 * the subject is "phones, eSIMs and power abroad", "how much can a carry-on weigh" where it says
 * "weight"), unless it asks about a narrower case (narrowsTheQuery) or answers yes or no to a question
 * that asks how ("is jet lag worse flying east or west" for "how do I beat jet lag"); the guide's short answer when it
 * answers (shortAnswerAnswers); a FAQ entry whose question asks what is asked, unless it is narrower;
 * else the block of the section search matched (`anchor`, or the top of the page) that holds most of
 * what is asked, unless a FAQ answer or the short answer holds more of it (wholerAnswer), or unless
 * it is a paragraph that says no more than the short answer (restatesShortAnswer).
 */
export function answerPassage(passages: PagePassages, { concepts: queryConcepts, asksHow }: AskedQuestion, anchor: string | null, library: LibraryWords): AnswerPassage | undefined {
  const concepts = asPassagesHoldThem(queryConcepts, library);
  const asked = askedConcepts(concepts);
  const subjects = concepts.filter(namesSubject);
  const faq = matchingFaq(passages, asked, subjects, library);
  const typedIn = (terms: ReadonlySet<string>) => shareBy(holdsWholeAsTyped, subjects, [terms]);
  const narrower = faq !== undefined && narrowsTheQuery(faq.entry, queryConcepts, passages.titleTerms, library);
  const faqIsMeant =
    faq !== undefined &&
    (!asksHow || faq.entry.asksHow) &&
    ((typedIn(faq.entry.questionTerms) > typedIn(passages.subjectTerms) && !narrower) || isTheQuestion(faq.entry, concepts));
  const { shortAnswer, titleTerms } = passages;
  if (shortAnswer && !faqIsMeant && shortAnswerAnswers(passages, asked)) return shortAnswerPassage(shortAnswer, asked, titleTerms);
  if (faq && (faqIsMeant || !narrower)) return faq.passage;
  const section = passages.sections.find((candidate) => candidate.anchor === anchor) ?? passages.sections[0];
  const matched = section && sectionPassage(section, asked, shortAnswer);
  const topic = asked.find((concept) => concept.topic);
  const answer = wholerAnswer(passages, asked, topic, matched) ?? matched;
  return answer && shortAnswer && restatesShortAnswer(answer, asked, topic, titleTerms, section) ? shortAnswerPassage(shortAnswer, asked, titleTerms) : answer;
}

/**
 * A FAQ answer whose question names the query's topic, or the short answer when it does, that holds
 * as typed more of what is asked than the passage (or table row) of the section search matched: written to answer a
 * question whole, it is then the better quote ("…can I still fly after the REAL ID deadline" is
 * answered by the FAQ on ID at the checkpoint, not by the paragraph that dates REAL ID). Naming the
 * topic keeps out answers to other questions that share the query's other words (the FAQ on lighters
 * and "carry-on", for peanut butter). The FAQ comes first on a tie, being the narrower answer.
 */
function wholerAnswer(passages: PagePassages, asked: readonly Concept[], topic: Concept | undefined, matched: AnswerPassage | undefined): AnswerPassage | undefined {
  // The short answer is the guide's own summary: a FAQ that happens to hold more words ("100 ml") answers less of what the guide is about.
  if (!topic || matched?.from === 'short-answer') return undefined;
  const typedShare = (...termSets: ReadonlySet<string>[]) => shareBy(holdsAsTyped, asked, termSets);
  let best: { passage: AnswerPassage; covered: number } = { passage: matched!, covered: matched ? typedShare(...sentencesOf(matched.text).map((sentence) => sentence.terms)) : 0 };
  const { shortAnswer } = passages;
  if (shortAnswer && holdsAsTyped(shortAnswer.terms, topic)) {
    const covered = typedShare(shortAnswer.terms);
    if (covered > best.covered) best = { passage: shortAnswerPassage(shortAnswer, asked), covered };
  }
  for (const entry of passages.faq.filter((candidate) => holdsAsTyped(candidate.questionTerms, topic))) {
    const covered = typedShare(entry.questionTerms, entry.terms);
    const isFaqTie = covered === best.covered && best.passage?.from === 'short-answer';
    if (covered > best.covered || isFaqTie) best = { passage: faqAnswer(entry, asked), covered };
  }
  return best.passage === matched ? undefined : best.passage;
}
