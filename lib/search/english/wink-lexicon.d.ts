/** wink-lexicon ships no types: its `lexicon` maps a lowercase English word to its Penn Treebank tags, most frequent first. */
declare module 'wink-lexicon' {
  const winkLexicon: { lexicon: Record<string, string[]> };
  export default winkLexicon;
}
