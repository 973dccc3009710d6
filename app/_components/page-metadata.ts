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

/** What every page's head says of it: for a catalogue page, or an item's page. */
type DocumentHead = {
  title: string;
  /** The homepage's title stands alone, without the site's name after it. */
  absoluteTitle?: boolean;
  description: string;
  path: string;
  markdownPath: string;
  imagePath: string;
  /** A guide is an article, with the day it last changed. */
  modifiedTime?: string | null;
};

/** Title, description, canonical URL, Markdown alternate and change feeds, OpenGraph and Twitter card. */
export function documentMetadata({ title, absoluteTitle, description, path, markdownPath, imagePath, modifiedTime }: DocumentHead): Metadata {
  const image = { url: imagePath, ...SOCIAL_IMAGE_SIZE, alt: title };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path, types: { 'text/markdown': markdownPath, ...CHANGE_FEED_LINKS } },
    openGraph: {
      type: modifiedTime === undefined ? 'website' : 'article',
      siteName: siteIdentity.name,
      title,
      description,
      url: path,
      images: [image],
      ...(modifiedTime !== undefined && { modifiedTime: modifiedTime ?? undefined }),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** The head of a catalogue page. */
export function pageMetadata(page: CataloguePage): Metadata {
  return documentMetadata({
    title: page.title,
    absoluteTitle: page.kind === 'home',
    description: page.description,
    path: pagePath(page.slug),
    markdownPath: markdownPath(page.slug),
    imagePath: socialImagePath(page.slug),
    ...(page.kind === 'guide' && { modifiedTime: page.dateModified }),
  });
}
