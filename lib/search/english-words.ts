import dictionary from 'dictionary-en';

/**
 * Every word of the Hunspell en-US dictionary (dictionary-en), as written there, without its affix
 * flags: "falconry", "balcony", "got". Read when the search index is built, never per query.
 */
export function englishWords(): string[] {
  const lines = new TextDecoder().decode(dictionary.dic).split('\n');
  // The first line of a .dic file is its word count, not a word.
  return lines.slice(1).map((line) => line.split('/')[0]!.trim()).filter(Boolean);
}
