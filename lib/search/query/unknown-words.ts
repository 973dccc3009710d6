import type { PartOfSpeech } from '../english/parts-of-speech';
import type { Concept } from './query-concepts';
import { MIN_CORRECTED_LENGTH, type SearchIndex } from '../index/search-index';
import { isStopWord, toTerm } from '../words/search-terms';
import { isVocabularyWord } from '../words/traveler-vocabulary';
import { shorthandFor } from './shorthand-words';

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

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The spellings one slip away from `word` (Damerau's four: a letter dropped, swapped with the next,
 * replaced or added). A word of MIN_CORRECTED_LENGTH letters is only given back a letter, put in
 * order or rid of a doubled letter ("lagg"): replacing one of four letters leaves too little of the
 * word to be sure ("uber" is not "user").
 */
function oneSlipAway(word: string): string[] {
  const spellings: string[] = [];
  const short = word.length <= MIN_CORRECTED_LENGTH;
  for (let at = 0; at <= word.length; at += 1) {
    const [before, after] = [word.slice(0, at), word.slice(at)];
    if (after.length > 1) spellings.push(before + after[1] + after[0] + after.slice(2));
    for (const letter of LETTERS) spellings.push(before + letter + after);
    if (short && after.length > 0 && after[0] === before.at(-1)) spellings.push(before + after.slice(1));
    if (short || after.length === 0) continue;
    spellings.push(before + after.slice(1));
    for (const letter of LETTERS) spellings.push(before + letter + after.slice(1));
  }
  return spellings;
}

/** The library's words in code-unit order, so that a prefix is found by bisection, and the length of the longest. */
type LibraryWordList = { inOrder: string[]; longest: number };
const wordLists = new WeakMap<SearchIndex, LibraryWordList>();

/** Made once per index, on its first unknown word. */
function libraryWordList(index: SearchIndex): LibraryWordList {
  let list = wordLists.get(index);
  if (!list) {
    const inOrder = [...index.libraryWords.keys()].sort();
    list = { inOrder, longest: inOrder.reduce((longest, word) => Math.max(longest, word.length), 0) };
    wordLists.set(index, list);
  }
  return list;
}

/** The start of a word the library writes: a word typed in part ("capsu"), which the engine matches as a prefix. */
function beginsLibraryWord(word: string, { inOrder }: LibraryWordList): boolean {
  let [low, high] = [0, inOrder.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (inOrder[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return inOrder[low]?.startsWith(word) ?? false;
}

/**
 * A word that is not the library's, English or the vocabulary's, nor the start of a library word, read
 * as the library's word one slip away that the most pages use ("seaon" is "season", "persnal"
 * "personal", "pakc" "pack"), as a spell checker ranks its suggestions. Stemming would hide such a
 * slip: "persnal" is three edits from the stem "person". Any other word is kept as typed, and a longer
 * slip is left to the engine's loose match.
 */
export function correctedWord(word: string, index: SearchIndex): string {
  if (word.length < MIN_CORRECTED_LENGTH || /\d/.test(word) || isReadable(word, index) || isVocabularyWord(word)) return word;
  const words = libraryWordList(index);
  // A word two letters longer than every library word is no slip of one, and its spellings would be
  // many and long (get_page takes a reference of 2,048 characters).
  if (word.length > words.longest + 1 || beginsLibraryWord(word, words)) return word;
  let best = word;
  let bestPages = 0;
  for (const spelling of oneSlipAway(word)) {
    const pages = index.libraryWords.get(spelling) ?? 0;
    if (pages > bestPages || (pages === bestPages && pages > 0 && spelling < best)) [best, bestPages] = [spelling, pages];
  }
  return best;
}

/**
 * The words the search reads for a typed word: its correction when it is one slip from a library
 * word ("alowed" is "allowed", not "alo" + "wed"), otherwise the words it glues together
 * ("eyemask"), each corrected, otherwise the one word it is shorthand for ("wknd": shorthand-words.ts),
 * or the word as typed.
 */
export function wordsRead(word: string, index: SearchIndex): string[] {
  const corrected = correctedWord(word, index);
  if (corrected !== word) return [corrected];
  // A word kept whole was just found to have no correction: only the parts of a glued word are looked up.
  const parts = gluedWords(word, index);
  if (parts.length > 1) return parts.map((part) => correctedWord(part, index));
  return [shorthandRead(word, index) ?? word];
}

/**
 * The word a token is read as when it is shorthand (shorthand-words.ts): only a word the library,
 * English and the vocabulary do not know, and that begins no library word ("lugg", which the engine
 * matches as a prefix), is shorthand.
 */
export function shorthandRead(word: string, index: SearchIndex): string | undefined {
  const isUnread = !isReadable(word, index) && !isVocabularyWord(word) && !beginsLibraryWord(word, libraryWordList(index));
  return isUnread ? shorthandFor(word, index) : undefined;
}

/**
 * An unknown word this short is more often shorthand no rule reads ("tmrw", "flt") than the name of a
 * thing ("esim", "jetboil"): it is not read as a noun, so it is never what the query is about.
 */
const MAX_UNREAD_SHORTHAND_LENGTH = 4;

/**
 * A word as English most often uses it (english/parts-of-speech.ts), or as a verb where a verb stands
 * (`asVerb`) if English uses it as one; one English lacks is a noun, unless it is short and the library lacks it too.
 */
export function partOfSpeechOf(word: string, index: SearchIndex, asVerb: boolean): PartOfSpeech {
  const usual = index.partsOfSpeech.get(word);
  if (usual === 'nounOrVerb') return asVerb ? 'verb' : 'noun';
  if (usual) return usual;
  return word.length <= MAX_UNREAD_SHORTHAND_LENGTH && !/\d/.test(word) && !isReadable(word, index) && !isVocabularyWord(word) ? 'other' : 'noun';
}

/** A word for who travels or where to that the guides never use ("wife", "lisbon"): an aside, not a topic. */
export function isAside(word: string, index: SearchIndex): boolean {
  const term = toTerm(word);
  return term !== null && index.asideTerms.has(term);
}

/**
 * The concepts with the library's words for English nouns it never uses (english/related-words.ts): a word
 * the vocabulary does not know and the guides never use stands for its WordNet relatives.
 */
export function withRelatedTerms(concepts: Concept[], index: SearchIndex): Concept[] {
  return concepts.map((concept) => {
    if (concept.means.length > 0 || concept.pages.length > 0 || concept.typed.some((term) => index.documentFrequency.has(term))) return concept;
    const related = [...new Set(concept.typed.flatMap((term) => index.relatedTerms.get(term) ?? []))];
    return related.length > 0 ? { ...concept, means: related, related: true } : concept;
  });
}
