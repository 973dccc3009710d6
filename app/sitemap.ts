import type { MetadataRoute } from 'next';
import { allPages } from '@/lib/content/catalogue';
import { absoluteUrl, pagePath } from '@/lib/site/urls';

export default function sitemap(): MetadataRoute.Sitemap {
  return allPages().map((page) => ({ url: absoluteUrl(pagePath(page.slug)), lastModified: page.dateModified }));
}
