import { pageBySlug } from '@/lib/content/catalogue';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { MARKDOWN_TYPE } from '@/lib/http/media-types';
import { representation } from '@/lib/http/representation';
import { respond } from '@/lib/http/respond';
import { RESULTS_CACHE_CONTROL } from '@/lib/survey/results-freshness';
import { currentMarkdownMirror, SURVEY_RESULTS_SLUG } from '@/lib/survey/survey-results-mirror';

export const dynamic = 'force-dynamic';
// Its own function on Vercel, apart from the API's and with PGlite (see next.config.ts); far above the
// store's own connect timeout, which answers for a dead database first.
export const maxDuration = 60;

/** GET /survey-results/index.md: the page's mirror with the aggregate tables of this moment. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(async (request: Request) => {
  const page = pageBySlug(SURVEY_RESULTS_SLUG);
  if (!page) return new Response('Not found', { status: 404 });
  const markdown = await currentMarkdownMirror(page);
  return respond(request, representation(markdown, MARKDOWN_TYPE), { headers: { 'Cache-Control': RESULTS_CACHE_CONTROL, Vary: 'Accept' } });
});
