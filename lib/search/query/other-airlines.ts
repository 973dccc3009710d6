import type { SearchIndex } from '../index/search-index';
import { isBaggageQuestionWord } from '../words/traveler-vocabulary';

/** The longest airline name search looks for, in words ("bearskin lake air service"). */
const LONGEST_NAME = 6;

/**
 * The airlines a query names that Packwise has no allowances for ("jet 2", "air asia"), in the words
 * search read (`words`, after typos and glued words are read: "airasia" is "air asia"), longest name
 * first. Only in a query that asks about bags ("jet2 hand luggage"): among other words such a name is
 * more often something else ("santa barbara").
 */
export function otherAirlinesNamed(words: readonly string[], index: SearchIndex): string[] {
  if (!words.some(isBaggageQuestionWord)) return [];
  const named: string[] = [];
  for (let start = 0; start < words.length; ) {
    let length = Math.min(LONGEST_NAME, words.length - start);
    while (length > 0 && !index.otherAirlines.has(words.slice(start, start + length).join(' '))) length -= 1;
    if (length > 0) named.push(words.slice(start, start + length).join(' '));
    start += Math.max(length, 1);
  }
  return named;
}
