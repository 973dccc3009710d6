import type { RuleSource } from './rule-schema';
import type { Source } from '@/lib/content/sources';

/**
 * A page's sources from the rules its parts state: each rule source once per address, backing every
 * part (`section`: a heading or FAQ entry id) that states the rule, with the sentences it is quoted for.
 */
export function ruleBackedSources(parts: readonly { section: string; sources: readonly RuleSource[] }[]): Source[] {
  const byUrl = new Map<string, Source>();
  for (const { section, sources } of parts) {
    for (const { quotes, ...source } of sources) {
      const cited = byUrl.get(source.url) ?? { ...source, backs: [] };
      cited.backs.push(...quotes.map((quote) => ({ section, quote })));
      byUrl.set(source.url, cited);
    }
  }
  return [...byUrl.values()];
}
