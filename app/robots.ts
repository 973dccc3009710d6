import type { MetadataRoute } from 'next';
import { absoluteUrl, routePaths } from '@/lib/site/urls';

/**
 * Crawlers are welcome everywhere, the survey page included (it is in the sitemap, and reading it
 * submits nothing), but not where answers are made: the challenge, the submission and the thank-you.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [routePaths.surveyChallenge, routePaths.surveySubmit, routePaths.surveyThanks] },
    sitemap: absoluteUrl(routePaths.sitemap),
  };
}
