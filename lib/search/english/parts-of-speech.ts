import winkLexicon from 'wink-lexicon';

/** A word as English most often uses it: "dealing" is a verb, "cheap" neither noun nor verb, "bag" a noun. */
export type PartOfSpeech = 'noun' | 'verb' | 'other';

/**
 * What the search index records of a word, which is read as a noun unless recorded otherwise:
 * `nounOrVerb` is a noun English also uses as a verb ("pack", "need"), a verb where a verb stands
 * ("how to pack", "what do I need").
 */
export type RecordedPart = Exclude<PartOfSpeech, 'noun'> | 'nounOrVerb';

/** Penn Treebank tags of verbs ("dealing" VBG, "fold" VB, "can" MD) and of nouns ("bag" NN, "shoes" NNS, "paris" NNP). */
const VERB_TAG = /^(VB|MD)/;
const NOUN_TAG = /^NN/;
/** The tags of a verb's base form ("pack" VB, VBP): the form that follows "to" or "I". */
const BASE_VERB_TAG = /^VBP?$/;

/**
 * The English words whose most frequent part of speech is not a noun, with it: "dealing" and "fold"
 * are verbs, "cheap" and "abroad" neither; and the nouns also used as verbs ("pack"). A word is read as it is most often used in English
 * (wink-lexicon's tags, most frequent first): a tagger reading the query in context (wink-nlp) added
 * about 150 ms and 7 MiB to each cold start of the search functions. A word the lexicon lacks is read
 * as a noun: what travelers type that a dictionary lacks is mostly names of things ("esim", "jetboil").
 * Read by the content build, never by the server.
 */
export function usualPartsOfSpeech(): Map<string, RecordedPart> {
  const parts = new Map<string, RecordedPart>();
  for (const [word, [mostFrequent = '', ...others]] of Object.entries(winkLexicon.lexicon)) {
    if (!NOUN_TAG.test(mostFrequent)) parts.set(word, VERB_TAG.test(mostFrequent) ? 'verb' : 'other');
    else if (others.some((tag) => BASE_VERB_TAG.test(tag))) parts.set(word, 'nounOrVerb');
  }
  return parts;
}
