import { indexTermsOf } from './search-terms';

/** A sentence of a section, with its index terms to find the one that matched, and the number of its block. */
export type Sentence = { text: string; terms: ReadonlySet<string>; block: number };

/** A section's blocks (paragraphs, list items, table rows): the lines of its text. */
export const blocksOf = (text: string) => text.split('\n');

/** Sentences, one block at a time. */
export function sentencesOf(text: string): Sentence[] {
  return blocksOf(text).flatMap((line, block) =>
    line
      .split(/(?<=[.!?:])\s+(?=[\p{Lu}\d"“(])/u)
      .map((sentence) => sentence.trim())
      .filter(Boolean)
      .map((sentence) => ({ text: sentence, terms: indexTermsOf(sentence), block })),
  );
}
