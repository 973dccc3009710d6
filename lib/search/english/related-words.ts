import { toTerm } from '../words/search-terms';
import type { NounSynset, WordNet } from './wordnet';

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

/** WordNet's lexicographer files for people (noun.person) and places (noun.location). */
const PEOPLE = '18';
const PLACES = '15';

/**
 * The people one travels with, as or for, by the first word of their meaning in WordNet: family,
 * partners, friends, children, colleagues, bosses, men, women and travelers. A dentist or a guide is
 * not among them: "dentist abroad" asks about one.
 */
const COMPANIONS = new Set(['relative', 'spouse', 'friend', 'juvenile', 'peer', 'superior', 'employer', 'male', 'female', 'traveler']);

/** At most this many of the library's terms stand in for one word, in the order WordNet relates them. */
const MAX_RELATED_TERMS = 5;

/**
 * For each English noun the library never uses, the library's terms for the same thing or for what
 * is just broader or narrower (WordNet 3.1): "tabs" → "tablet", "flippers" → "fin", "sneakers" →
 * "shoe". `isLibraryTerm` says which terms the guides use and tell pages apart by. Built with the
 * search index, never per query.
 */
export function relatedLibraryTerms(
  { synsets, senses }: WordNet,
  isLibraryTerm: (term: string) => boolean,
  isUsedTerm: (term: string) => boolean,
): Map<string, string[]> {
  const meaning = (offset: string) => synsets.get(offset)!;
  const related = new Map<string, string[]>();
  for (const [lemma, offsets] of senses) {
    const term = toTerm(lemma);
    if (term === null || isUsedTerm(term)) continue;
    const terms = new Set(related.get(term));
    for (const [sense, offset] of offsets.entries()) {
      const synset = meaning(offset);
      if (!PACKING_TOPICS.has(synset.file)) continue;
      const isThing = (candidate: NounSynset) => THINGS.has(candidate.file);
      const neighbours = isThing(synset) && sense < SENSES_FOLLOWED ? [...synset.broader, ...synset.narrower].map(meaning).filter(isThing) : [];
      for (const word of [synset, ...neighbours].flatMap((candidate) => candidate.words)) {
        const candidate = toTerm(word);
        if (candidate !== null && candidate !== term && isLibraryTerm(candidate)) terms.add(candidate);
      }
    }
    if (terms.size > 0) related.set(term, [...terms].slice(0, MAX_RELATED_TERMS));
  }
  return related;
}

/**
 * The terms of English nouns the library never uses whose every lemma passes `test` (given its
 * meanings' offsets, most frequent first).
 */
function unusedNounTerms({ senses }: WordNet, isUsedTerm: (term: string) => boolean, test: (offsets: readonly string[]) => boolean): Set<string> {
  const verdicts = new Map<string, boolean>();
  for (const [lemma, offsets] of senses) {
    const term = toTerm(lemma);
    if (term === null || isUsedTerm(term)) continue;
    verdicts.set(term, (verdicts.get(term) ?? true) && test(offsets));
  }
  return new Set([...verdicts].filter(([, passes]) => passes).map(([term]) => term));
}

/**
 * The terms of English nouns the library never uses that, in their most frequent meaning, name a
 * place, whatever lemma the term comes from: "lisbon", "thailand", "patagonia". No guide is about
 * one: a search says so (a query's `places`, lib/search/search-pipeline.ts).
 */
export function placeTerms(wordnet: WordNet, isUsedTerm: (term: string) => boolean): Set<string> {
  return unusedNounTerms(wordnet, isUsedTerm, (offsets) => wordnet.synsets.get(offsets[0]!)!.file === PLACES);
}

/**
 * The terms of English nouns the library never uses that, in their most frequent meaning, name a
 * place or one of the people one travels with, whatever lemma the term comes from: "wife", "grandma",
 * "hubby", "lisbon". A query's words for who travels and where to are asides, not what it asks about.
 */
function whoOrWhereTerms(wordnet: WordNet, isUsedTerm: (term: string) => boolean): Set<string> {
  const meaning = (offset: string) => wordnet.synsets.get(offset)!;
  const isCompanion = (offset: string): boolean => {
    const synset = meaning(offset);
    return COMPANIONS.has(synset.words[0] ?? '') || synset.broader.some(isCompanion);
  };
  return unusedNounTerms(wordnet, isUsedTerm, (offsets) => {
    const first = meaning(offsets[0]!).file;
    return first === PLACES || (first === PEOPLE && offsets.some((offset) => meaning(offset).file === PEOPLE && isCompanion(offset)));
  });
}

/**
 * The terms the library never uses of English verbs and adverbs that are no noun: "honestly",
 * "basically". A term shared with a noun ("reckon" of "reckoning") is not among them, nor is an
 * adjective: "celiac snacks" asks for something the guides lack, not for snacks.
 */
function verbAndAdverbTerms({ senses, verbsAndAdverbs }: WordNet, isUsedTerm: (term: string) => boolean): Set<string> {
  const nounTerms = new Set([...senses.keys()].map(toTerm));
  const terms = verbsAndAdverbs.map(toTerm).filter((term): term is string => term !== null && !isUsedTerm(term) && !nounTerms.has(term));
  return new Set(terms);
}

/**
 * Words of a query that say who travels, where to, or how the traveler puts it, not what is asked:
 * nouns for companions and places, and verbs and adverbs that are no noun. The search reads them as
 * asides (query/query-concepts.ts).
 */
export function asideTerms(wordnet: WordNet, isUsedTerm: (term: string) => boolean): Set<string> {
  return new Set([...whoOrWhereTerms(wordnet, isUsedTerm), ...verbAndAdverbTerms(wordnet, isUsedTerm)]);
}
