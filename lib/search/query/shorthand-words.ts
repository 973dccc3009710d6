import type { SearchIndex } from '../index/search-index';
import { toStem } from '../words/search-terms';
import { tripLengthUnits, vocabularyWords } from '../words/traveler-vocabulary';

/** Shorter tokens ("rn", "bc") match too many words to stand for one; a unit of time may be shorter ("wk"). */
const MIN_SHORTHAND_LENGTH = 3;
const MIN_UNIT_SHORTHAND_LENGTH = 2;

/**
 * The word shorthand stands for is used by this many guides, and by this many times as many as any
 * other word it could stand for; a word of the vocabulary the guides never use counts as used by
 * none ("intl" is "international", never "interrail"). Chosen on the dev sets' shorthand (the tuning
 * set has none): "ppl" is "people" (14 guides), not "perpetual"; "abt" is "about" (44), not "absent"
 * (2); "snr" stays unread, as "standard" (16) and "scanners" (15) are both common.
 */
const MIN_SHORTHAND_PAGES = 5;
const MIN_LEAD = 2;

/** The vocabulary's and the library's words by their first letter: made once per index, on its first shorthand, not per query. */
const targetsByIndex = new WeakMap<SearchIndex, Map<string, string[]>>();

function targetsStarting(letter: string, index: SearchIndex): readonly string[] {
  let byLetter = targetsByIndex.get(index);
  if (!byLetter) {
    byLetter = new Map();
    for (const word of new Set([...vocabularyWords, ...index.libraryWords.keys()])) byLetter.set(word[0]!, [...(byLetter.get(word[0]!) ?? []), word]);
    targetsByIndex.set(index, byLetter);
  }
  return byLetter.get(letter) ?? [];
}

/** Whether every letter of `short` appears in `word`, in order ("wknd" in "weekend"). */
function isInOrder(short: string, word: string): boolean {
  let matched = 0;
  for (const letter of word) if (letter === short[matched]) matched += 1;
  return matched === short.length;
}

const couldStandFor = (token: string) => (word: string) => word[0] === token[0] && word.length > token.length && isInOrder(token, word);

type Candidate = { word: string; pages: number };

/**
 * The words a token could stand for, one per stem: of "weekend" and "weekends", the one more guides
 * use, and of two as many, the shorter. Each stem's words weigh as that one.
 */
function candidateStems(token: string, words: Iterable<string>, index: SearchIndex): Candidate[] {
  const byStem = new Map<string, Candidate>();
  for (const word of [...words].filter(couldStandFor(token))) {
    const candidate = { word, pages: index.libraryWords.get(word) ?? 0 };
    const stem = toStem(word);
    const other = byStem.get(stem);
    const better = !other || candidate.pages > other.pages || (candidate.pages === other.pages && word.length < other.word.length);
    if (better) byStem.set(stem, candidate);
  }
  return [...byStem.values()].sort((a, b) => b.pages - a.pages);
}

/**
 * A token travelers type for a longer word, read as that word: its letters appear in order in it and
 * it shares the first letter. A unit of trip length comes first ("3 nts" is three nights, "2 wks" two
 * weeks). Otherwise the word is one of the vocabulary's or the library's, and clearly the most used of
 * those it could be ("wknd" is "weekend", "ppl" "people", "shud" "should"); when two are close, the
 * token is kept as typed. Only a word the library, English and the vocabulary do not know and that
 * begins no library word is read so (query/unknown-words.ts).
 */
export function shorthandFor(token: string, index: SearchIndex): string | undefined {
  if (!/^\p{L}+$/u.test(token) || token.length < MIN_UNIT_SHORTHAND_LENGTH) return undefined;
  const [unit, otherUnit] = candidateStems(token, tripLengthUnits, index);
  if (unit && !otherUnit) return unit.word;
  if (token.length < MIN_SHORTHAND_LENGTH) return undefined;
  const [best, next] = candidateStems(token, targetsStarting(token[0]!, index), index);
  const leads = best !== undefined && best.pages >= MIN_SHORTHAND_PAGES && best.pages >= MIN_LEAD * (next?.pages ?? 0);
  return leads ? best.word : undefined;
}
