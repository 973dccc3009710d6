import { allPages, pageBySlug, type CataloguePage } from './catalogue';
import { markdownLinkTargets, wordCount } from './markdown';
import { STARTING_POINTS } from './starting-points';
import { slugOfPagePath } from '@/lib/site/urls';

const WORDS_PER_MINUTE = 220;

/** Minutes to read a page's body at an unhurried pace, never less than one. */
export function readingMinutes(page: CataloguePage): number {
  return Math.max(1, Math.round(wordCount(page.body) / WORDS_PER_MINUTE));
}

/** The guides a page links to, in order, then the rest of its category: at most `limit`, never itself. */
export function relatedGuides(page: CataloguePage, limit = 4): CataloguePage[] {
  const linked = markdownLinkTargets(page.body).map((target) => {
    const slug = slugOfPagePath(target);
    return slug === undefined ? undefined : pageBySlug(slug);
  });
  const sameCategory = allPages().filter((candidate) => candidate.category === page.category);
  const related = new Map<string, CataloguePage>();
  for (const candidate of [...linked, ...sameCategory]) {
    if (candidate?.kind === 'guide' && candidate.slug !== page.slug) related.set(candidate.slug, candidate);
  }
  return [...related.values()].slice(0, limit);
}

/** The guides where most trips start (starting-points.ts). */
export function startingPointGuides(): CataloguePage[] {
  return STARTING_POINTS.map(pageBySlug).filter((page): page is CataloguePage => page?.kind === 'guide');
}

/** What travelers ask most, as the search page offers it: the first FAQ question of each guide where most trips start. */
export function commonQuestions(): { slug: string; question: string }[] {
  return startingPointGuides().flatMap((guide) => guide.faq.slice(0, 1).map(({ question }) => ({ slug: guide.slug, question })));
}
