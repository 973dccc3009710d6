import dictionary from 'dictionary-en';

const decode = (data: Uint8Array) => new TextDecoder().decode(data).split('\n');

/**
 * The prefixes of the affix file by flag (`PFX A 0 re .`: flag A adds "re"). en-US prefixes strip
 * nothing and apply to any word, which every rule is checked for rather than assumed.
 */
function prefixesByFlag(): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const line of decode(dictionary.aff)) {
    const [kind, flag, strip, add, condition] = line.trim().split(/\s+/);
    if (kind === 'PFX' && strip === '0' && condition === '.' && add) prefixes.set(flag!, add);
  }
  return prefixes;
}

/**
 * Every word of the Hunspell en-US dictionary (dictionary-en), and the same with each prefix its
 * flags allow: "falconry", "got", "treat" and "retreat". Suffixed forms are left to stemming
 * ("damaged" is searched as "damag", as "damage" is). Read when the search index is built, never per
 * query.
 */
export function englishWords(): string[] {
  const prefixes = prefixesByFlag();
  // The first line of a .dic file is its word count, not a word.
  return decode(dictionary.dic)
    .slice(1)
    .flatMap((line) => {
      const [word = '', flags = ''] = line.trim().split('/');
      const prefixed = [...flags].flatMap((flag) => (prefixes.has(flag) ? [`${prefixes.get(flag)}${word}`] : []));
      return word ? [word, ...prefixed] : [];
    });
}
