import { catalogueItems } from './items';
import type { Mention } from '@/lib/content/first-mentions';
import { lazy } from '@/lib/lazy';

/**
 * The words by which a guide mentions an item: its name, and its aliases of more than one word. A
 * one-word alias is often an everyday word with another sense in a guide's prose ("wrap" for a
 * sandwich, "dressing" for salad dressing), so only the name links by one word.
 */
const mentionPhrases = (name: string, aliases: readonly string[]) => [name, ...aliases.filter((alias) => alias.trim().includes(' '))];

const itemsByGuide = lazy(() => {
  const byGuide = new Map<string, { slug: string; phrases: string[] }[]>();
  for (const item of catalogueItems()) {
    for (const guide of item.guides) {
      const items = byGuide.get(guide) ?? byGuide.set(guide, []).get(guide)!;
      items.push({ slug: item.slug, phrases: mentionPhrases(item.name, item.aliases) });
    }
  }
  return byGuide;
});

/** The items a guide discusses (those that name it among their guides), each linking where `linkTo` says: its page, or its Markdown. */
export function guideItemMentions(guideSlug: string, linkTo: (itemSlug: string) => string): Mention[] {
  return (itemsByGuide().get(guideSlug) ?? []).map(({ slug, phrases }) => ({ phrases, url: linkTo(slug) }));
}
