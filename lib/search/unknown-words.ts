import type { Concept } from './query-concepts';
import type { SearchIndex } from './search-index';
import { isStopWord, toTerm } from './search-terms';

/** Shorter words are not taken apart: "bagel" is not "bag" + "el". */
const MIN_GLUED_LENGTH = 6;

/**
 * Only a stop word is shorter than this: "carry" + "on", never "honest" + "ly". Nor is a part whose
 * stem is a scrap: "uing" stems to "u".
 */
const MIN_PART_LENGTH = 3;
const MIN_STOP_WORD_PART_LENGTH = 2;
const MIN_PART_TERM_LENGTH = 2;

function isLibraryWord(word: string, index: SearchIndex): boolean {
  const term = toTerm(word) ?? '';
  return word.length >= MIN_PART_LENGTH && term.length >= MIN_PART_TERM_LENGTH && index.documentFrequency.has(term);
}

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
  for (let split = word.length - MIN_STOP_WORD_PART_LENGTH; split >= MIN_STOP_WORD_PART_LENGTH; split -= 1) {
    const parts = [word.slice(0, split), word.slice(split)];
    const isPart = (part: string) => isStopWord(part) || isLibraryWord(part, index);
    if (parts.every(isPart) && !parts.every(isStopWord)) return parts;
  }
  return [word];
}

/** A word for who travels or where to that the guides never use ("wife", "lisbon"): an aside, not a topic. */
export function isAside(word: string, index: SearchIndex): boolean {
  const term = toTerm(word);
  return term !== null && index.asideTerms.has(term);
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
