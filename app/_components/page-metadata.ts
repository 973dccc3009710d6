import type { Metadata } from 'next';
import type { CataloguePage } from '@/lib/content/catalogue';
import { markdownPath, pagePath } from '@/lib/site/urls';

/** Title, description, canonical URL and the Markdown alternate every page carries. */
export function pageMetadata(page: CataloguePage): Metadata {
  return {
    title: page.kind === 'home' ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: {
      canonical: pagePath(page.slug),
      types: { 'text/markdown': markdownPath(page.slug) },
    },
  };
}
