import { allCorrections, allPages as pageDocuments, allRules } from 'contentlayer/generated';
import { guideCategories, type GuideCategoryId } from './categories';
import { buildContentLibrary } from './content-library';
import { ContentError, type CataloguePage } from './page-document';
import { dateModifiedOf } from './page-dates';
import { siteUrl } from '@/lib/site/site-url';
import { HOME_SLUG } from '@/lib/site/urls';

/** Site pages may write this token where an example needs the public base address (e.g. curl commands). */
const SITE_URL_TOKEN = '{{site_url}}';

export type { CataloguePage } from './page-document';

const kindRank: Record<CataloguePage['kind'], number> = { home: 0, site: 1, guide: 2 };
const categoryRank = new Map<GuideCategoryId | null, number>(guideCategories.map((category, rank) => [category.id, rank]));

/** The one ordering every list uses: homepage, site pages, then guides by category, order and title. */
function compareForListing(a: CataloguePage, b: CataloguePage): number {
  return (
    kindRank[a.kind] - kindRank[b.kind] ||
    (categoryRank.get(a.category) ?? 0) - (categoryRank.get(b.category) ?? 0) ||
    a.order - b.order ||
    a.title.localeCompare(b.title, 'en') ||
    a.slug.localeCompare(b.slug, 'en')
  );
}

function buildCatalogue(): readonly CataloguePage[] {
  // Pages are built with the rules: a page states rule figures, and the What changed page lists the changes.
  const pages = buildContentLibrary({ pages: pageDocuments, rules: allRules, corrections: allCorrections })
    .pages
    .map((page) => ({ ...page, dateModified: dateModifiedOf(page), body: page.body.replaceAll(SITE_URL_TOKEN, siteUrl) }))
    .sort(compareForListing);
  const seen = new Map<string, string>();
  for (const page of pages) {
    const other = seen.get(page.slug);
    if (other) throw new ContentError(`${page.sourceFile}: slug "${page.slug}" is already used by ${other}`);
    seen.set(page.slug, page.sourceFile);
  }
  if (!seen.has(HOME_SLUG)) throw new ContentError('content/site/index.md: the homepage is missing');
  return pages;
}

const catalogue = buildCatalogue();
const pagesBySlug = new Map(catalogue.map((page) => [page.slug, page]));

/** Every public page, homepage first, in listing order. */
export function allPages(): readonly CataloguePage[] {
  return catalogue;
}

export function pageBySlug(slug: string): CataloguePage | undefined {
  return pagesBySlug.get(slug);
}

export function homePage(): CataloguePage {
  return pagesBySlug.get(HOME_SLUG)!;
}

/**
 * Pages with a route of their own under app/: the survey (a form) and its results (read from the
 * survey's store on each request). Their text, FAQ and mirror still come from content/site/.
 */
const OWN_ROUTE_SLUGS = new Set(['survey', 'survey-results']);

/** Slugs of the pages app/[slug] renders from content alone. */
export function contentPageSlugs(): string[] {
  return pageSlugs().filter((slug) => !OWN_ROUTE_SLUGS.has(slug));
}

/** Slugs of every page except the homepage, which lives at `/`. */
export function pageSlugs(): string[] {
  return catalogue.filter((page) => page.slug !== HOME_SLUG).map((page) => page.slug);
}

export function guidesByCategory(): { id: GuideCategoryId; title: string; guides: CataloguePage[] }[] {
  return guideCategories
    .map((category) => ({ ...category, guides: catalogue.filter((page) => page.category === category.id) }))
    .filter((category) => category.guides.length > 0);
}

/** Site pages other than the homepage (about, developers, pricing...), for navigation. */
export function sitePages(): CataloguePage[] {
  return catalogue.filter((page) => page.kind === 'site');
}
