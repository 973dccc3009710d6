import type { Metadata } from 'next';
import type { CataloguePage } from '@/lib/content/catalogue';
import { siteIdentity } from '@/lib/site/site-identity';
import { markdownPath, pagePath, socialImagePath } from '@/lib/site/urls';

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 };

/** Title, description, canonical URL, Markdown alternate, OpenGraph and Twitter card for every page. */
export function pageMetadata(page: CataloguePage): Metadata {
  const image = { url: socialImagePath(page.slug), ...SOCIAL_IMAGE_SIZE, alt: page.title };
  return {
    title: page.kind === 'home' ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: {
      canonical: pagePath(page.slug),
      types: { 'text/markdown': markdownPath(page.slug) },
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
