import { indexTermsOf } from '../words/search-terms';
import type { Sentence } from '../words/sentences';

/** An excerpt's length in characters, ellipses included: the limit of SearchHit.excerpt (lib/api/schemas.ts). */
export const EXCERPT_LENGTH = 300;

const ELLIPSIS = '…';

/** How much text to keep before the first matched word when a sentence is too long to show whole. */
const LEAD_IN = 80;

/** Cuts text to at most `length` characters at a word boundary, marking the cut. */
function cutAtWord(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - ELLIPSIS.length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/u, '')}${ELLIPSIS}`;
}

/** Ends a sentence: a block that ends without one (a table row, a list item) is set apart by "; ". */
const SENTENCE_END = /[.!?:…]$/u;

/**
 * How many of `terms` are in `found`: counted, not filtered, as it is asked of every section and
 * sentence of every hit.
 */
export function countFound(terms: readonly string[], found: ReadonlySet<string>): number {
  let count = 0;
  for (const term of terms) if (found.has(term)) count += 1;
  return count;
}

/** Sentences from `start` on, as many as fit whole, or the first one cut to fit. */
function fill(sentences: readonly Sentence[], start: number): string {
  let excerpt = sentences[start]!.text;
  let block = sentences[start]!.block;
  for (let at = start + 1; at < sentences.length; at += 1) {
    const next = sentences[at]!;
    const separator = next.block !== block && !SENTENCE_END.test(excerpt) ? '; ' : ' ';
    if (excerpt.length + separator.length + next.text.length > EXCERPT_LENGTH) break;
    excerpt = `${excerpt}${separator}${next.text}`;
    block = next.block;
  }
  return cutAtWord(excerpt, EXCERPT_LENGTH);
}

/** A long sentence shown from a little before its first matched word. */
function around(sentence: string, terms: ReadonlySet<string>): string {
  const words = [...sentence.matchAll(/[\p{L}\p{N}]+/gu)];
  const first = words.find((word) => [...indexTermsOf(word[0])].some((term) => terms.has(term)));
  const start = first?.index ?? 0;
  if (start <= LEAD_IN) return cutAtWord(sentence, EXCERPT_LENGTH);
  const from = sentence.indexOf(' ', start - LEAD_IN) + 1;
  return `${ELLIPSIS}${cutAtWord(sentence.slice(from), EXCERPT_LENGTH - ELLIPSIS.length)}`;
}

/**
 * The passage of a section that best shows why it matched: the sentence holding the most of the
 * matched terms (the first such), with the sentences after it while they fit in EXCERPT_LENGTH. When
 * a later sentence of the same block `answers` the query, the passage starts there: for "how much
 * does an ESTA cost", at "The fee rose from $21 to $40", not at "Citizens of Visa Waiver Program
 * countries need an approved ESTA".
 */
export function bestExcerpt(sentences: readonly Sentence[], matchedTerms: readonly string[], answers: (sentence: Sentence) => boolean): string | undefined {
  if (sentences.length === 0) return undefined;
  let matchedIndex = 0;
  let bestCount = 0;
  for (let index = 0; index < sentences.length; index += 1) {
    const count = countFound(matchedTerms, sentences[index]!.terms);
    if (count > bestCount) [matchedIndex, bestCount] = [index, count];
  }
  const { block } = sentences[matchedIndex]!;
  const answerIndex = sentences.findIndex((sentence, index) => index >= matchedIndex && sentence.block === block && answers(sentence));
  const bestIndex = answerIndex === -1 ? matchedIndex : answerIndex;
  const { text } = sentences[bestIndex]!;
  return text.length > EXCERPT_LENGTH ? around(text, new Set(matchedTerms)) : fill(sentences, bestIndex);
}

/** The opening of a section, for a page that matched on its title or summary. */
export function leadExcerpt(sentences: readonly Sentence[]): string | undefined {
  return sentences.length > 0 ? fill(sentences, 0) : undefined;
}
