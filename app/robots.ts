import type { MetadataRoute } from 'next';
import { absoluteUrl, routePaths } from '@/lib/site/urls';

/** Crawlers are welcome everywhere but the survey, which is for real travelers only. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: routePaths.survey },
    sitemap: absoluteUrl(routePaths.sitemap),
  };
}
