import { isCommonTerm, isEverywhereTerm } from '../index/library-terms';
import type { SearchIndex } from '../index/search-index';
import { tokenize, toTerm } from '../words/search-terms';
import { isFillerWord } from '../words/traveler-vocabulary';
import { namesSubject } from './query-concepts';
import { readQuery } from './read-query';

/** A pasted message's sentences: split after ".", "!" or "?" and at line breaks. */
const messageSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** The sentence that asks: the last with a question mark, or else the last, as a message puts its question last. */
const questionOf = (sentences: string[]) => sentences.findLast((sentence) => sentence.includes('?')) ?? sentences.at(-1) ?? '';

/** Text cut at the last space that keeps it within `maxLength` (or at `maxLength`, for a word that long). */
function cutAtWord(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, maxLength)).trim();
}

/**
 * A question too long to search, made short enough: its question sentence, and, when that sentence
 * names no thing that tells guides apart ("What should we pack?": "pack" is in nearly every guide), as many of the other sentences'
 * distinctive words as fit, rarest in the guides first (a word the guides never use says nothing
 * search can answer, and a common, stop or filler word nothing that tells guides apart), kept in the
 * order typed. A question that names a thing is searched alone: the story's words before it would
 * read as what it asks about ("weekend children how much liquid" asks about weekends), and after it
 * as part of the question. A text within `maxLength` is returned as it is.
 */
export function shortenedQuery(index: SearchIndex, text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const sentences = messageSentences(text);
  const question = cutAtWord(questionOf(sentences), maxLength);
  const rarity = (word: string) => index.documentFrequency.get(toTerm(word) ?? '') ?? Number.POSITIVE_INFINITY;
  const isDistinctive = (word: string) => rarity(word) !== Number.POSITIVE_INFINITY && !isCommonTerm(toTerm(word)!, index) && !isFillerWord(word);
  const tellsApart = (term: string) => !isEverywhereTerm(term, index);
  const namesThing = readQuery(index, question).concepts.some(
    (concept) => namesSubject(concept) && concept.partOfSpeech === 'noun' && [...concept.typed, ...concept.means].some(tellsApart),
  );
  if (namesThing) return question;
  const story = [...new Set(sentences.flatMap((sentence) => tokenize(sentence)))].filter(isDistinctive);
  const chosen = new Set<string>();
  let length = question.length;
  for (const word of [...story].sort((a, b) => rarity(a) - rarity(b))) {
    if (length + word.length + 1 > maxLength) continue;
    chosen.add(word);
    length += word.length + 1;
  }
  return [...story.filter((word) => chosen.has(word)), question].join(' ');
}
