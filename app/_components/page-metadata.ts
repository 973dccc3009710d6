import type { Metadata } from 'next';
import type { CataloguePage } from '@/lib/content/catalogue';
import { siteIdentity } from '@/lib/site/site-identity';
import { markdownPath, pagePath, routePaths, socialImagePath } from '@/lib/site/urls';

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The feeds of what changed, linked from every page's head so a feed reader finds them from any page.
 * Next replaces a parent's `alternates` with a page's own, so the root layout and every page list them.
 */
export const CHANGE_FEED_LINKS = {
  'application/feed+json': [{ url: routePaths.changesJsonFeed, title: `${siteIdentity.name}: what changed (JSON Feed)` }],
  'application/atom+xml': [{ url: routePaths.changesAtomFeed, title: `${siteIdentity.name}: what changed (Atom)` }],
};

/** Title, description, canonical URL, Markdown alternate and change feeds, OpenGraph and Twitter card for every page. */
export function pageMetadata(page: CataloguePage): Metadata {
  const image = { url: socialImagePath(page.slug), ...SOCIAL_IMAGE_SIZE, alt: page.title };
  return {
    title: page.kind === 'home' ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: {
      canonical: pagePath(page.slug),
      types: { 'text/markdown': markdownPath(page.slug), ...CHANGE_FEED_LINKS },
    },
    openGraph: {
      type: page.kind === 'guide' ? 'article' : 'website',
      siteName: siteIdentity.name,
      title: page.title,
      description: page.description,
      url: pagePath(page.slug),
      images: [image],
      ...(page.kind === 'guide' && { modifiedTime: page.dateModified }),
    },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [image] },
  };
}
