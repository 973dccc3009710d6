import type { Concept } from './query-concepts';
import type { SearchIndex } from './search-index';
import { isStopWord, toTerm } from './search-terms';

/** Shorter words are not taken apart: "bagel" is not "bag" + "el". */
const MIN_GLUED_LENGTH = 6;
const MIN_PART_LENGTH = 2;

const isLibraryWord = (word: string, index: SearchIndex) => index.documentFrequency.has(toTerm(word) ?? '');

/** A word the search can read as it is: one the library uses, or an English word ("falconry"). */
function isReadable(word: string, index: SearchIndex): boolean {
  const term = toTerm(word);
  return term === null || index.documentFrequency.has(term) || index.englishTerms.has(term);
}

/**
 * A word that is neither the library's nor English, read as the two words it glues together when
 * both are the library's (a small word may be one of them): "eyemask" is "eye mask", "packingcubes"
 * "packing cubes", "carryon" "carry on". The longest first part wins. Any other word is kept as typed.
 */
export function gluedWords(word: string, index: SearchIndex): string[] {
  if (word.length < MIN_GLUED_LENGTH || isReadable(word, index)) return [word];
  for (let split = word.length - MIN_PART_LENGTH; split >= MIN_PART_LENGTH; split -= 1) {
    const parts = [word.slice(0, split), word.slice(split)];
    const known = parts.filter((part) => isLibraryWord(part, index));
    if (known.length === 2 || (known.length === 1 && parts.some((part) => isStopWord(part)))) return parts;
  }
  return [word];
}

/**
 * The concepts with the library's words for English nouns it never uses (related-words.ts): a word
 * the vocabulary does not know and the guides never use stands for its WordNet relatives.
 */
export function withRelatedTerms(concepts: Concept[], index: SearchIndex): Concept[] {
  return concepts.map((concept) => {
    if (concept.means.length > 0 || concept.pages.length > 0 || concept.typed.some((term) => index.documentFrequency.has(term))) return concept;
    const related = [...new Set(concept.typed.flatMap((term) => index.relatedTerms.get(term) ?? []))];
    return related.length > 0 ? { ...concept, means: related, related: true } : concept;
  });
}
