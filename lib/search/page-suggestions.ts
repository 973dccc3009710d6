import { searchPages } from './search-pages';
import type { RankedPage } from './search-pipeline';
import { closestSlugs, referenceWords } from '@/lib/content/find-page';
import { PAGE_SUGGESTIONS } from '@/lib/site/search-limits';

/**
 * The pages a reference that matched no page most plausibly means, best first, at most `limit`: what
 * search finds for its words (the topic: "power-bank" means the electronics guide), then the pages
 * spelled most like it ("liquid-toiletries"). Spelling alone suggested developers, backpack-or-roller
 * and camping for "power-bank". Pages found by spelling only have no relevance of their own (0).
 */
export function suggestedPages(reference: string, limit = PAGE_SUGGESTIONS): RankedPage[] {
  const words = referenceWords(reference);
  if (!words) return [];
  const byTopic = searchPages(words, limit).pages;
  const found = new Set(byTopic.map(({ slug }) => slug));
  const bySpelling = closestSlugs(reference, limit)
    .filter((slug) => !found.has(slug))
    .map((slug) => ({ slug, relevance: 0 }));
  return [...byTopic, ...bySpelling].slice(0, limit);
}
