import { PagesIndexSchema, type Page, type PagesIndex } from './schemas';
import { allPages, pageBySlug, type CataloguePage } from '@/lib/content/catalogue';
import { sourcesInCitationOrder } from '@/lib/content/sources';
import { rewriteMarkdownLinks } from '@/lib/content/markdown';
import { toAbsoluteLink } from '@/lib/content/page-links';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, markdownPath, pagePath, routePaths } from '@/lib/site/urls';

/** Stamped by next.config.ts when the app is built; tests and scripts fall back to now. */
const builtAt = process.env.PACKWISE_BUILT_AT ?? new Date().toISOString();

function toWirePage(page: CataloguePage): Page {
  return {
    url: absoluteUrl(pagePath(page.slug)),
    path: pagePath(page.slug),
    title: page.title,
    description: page.description,
    dateModified: page.dateModified,
    md_url: absoluteUrl(markdownPath(page.slug)),
    faq: page.faq.map(({ question, answer }) => ({ question, answer: rewriteMarkdownLinks(answer, toAbsoluteLink) })),
    ...(page.kind === 'guide' && { reviewed: page.reviewed ?? undefined, sources: sourcesInCitationOrder(page) }),
  };
}

// Each page is converted when first asked for, not all at once: rewriting the links of every FAQ
// answer parses Markdown, and a fresh function's first search needs only the pages it finds.
const wirePages = new Map<string, Page>();

/** A catalogue page as the API shows it (spec §2 Page). */
export function wirePage(slug: string): Page {
  const converted = wirePages.get(slug);
  if (converted) return converted;
  const page = pageBySlug(slug);
  if (!page) throw new Error(`No catalogue page has the slug "${slug}"`);
  const wire = toWirePage(page);
  wirePages.set(slug, wire);
  return wire;
}

/** GET /api/pages.json (spec §4.1): every public page, built from the content at build time. */
export function pagesIndex(): PagesIndex {
  const pages = allPages().map((page) => wirePage(page.slug));
  return PagesIndexSchema.parse({
    name: siteIdentity.name,
    description: siteIdentity.description,
    site: absoluteUrl(routePaths.home),
    docs: absoluteUrl(routePaths.developers),
    openapi: absoluteUrl(routePaths.openapi),
    generated: builtAt,
    count: pages.length,
    pages,
  });
}
