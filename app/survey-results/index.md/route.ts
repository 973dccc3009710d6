import { pageBySlug } from '@/lib/content/catalogue';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { MARKDOWN_TYPE } from '@/lib/http/media-types';
import { representation } from '@/lib/http/representation';
import { respond } from '@/lib/http/respond';
import { readSurveyResults } from '@/lib/survey/read-survey-results';
import { surveyResultsMarkdown } from '@/lib/survey/survey-results';

export const dynamic = 'force-dynamic';

/** Answers arrive at any time: a minute of caching, not the build-time data policy. */
const RESULTS_CACHE_CONTROL = 'public, max-age=60';

/** GET /survey-results/index.md: the page's mirror with the aggregate tables of this moment. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(async (request: Request) => {
  const page = pageBySlug('survey-results');
  if (!page) return new Response('Not found', { status: 404 });
  const results = await readSurveyResults();
  const tables = results.ok ? surveyResultsMarkdown(results.results) : `## Results\n\n${results.message}\n`;
  const [head, tail] = splitBeforeFaq(markdownMirror(page));
  return respond(request, representation(`${head}${tables}\n${tail}`, MARKDOWN_TYPE), { headers: { 'Cache-Control': RESULTS_CACHE_CONTROL, Vary: 'Accept' } });
});

/** The tables belong after the page's text and before its FAQ and attribution. */
function splitBeforeFaq(mirror: string): [string, string] {
  const at = mirror.search(/^## Frequently asked questions$/m);
  return at === -1 ? [mirror, ''] : [mirror.slice(0, at), mirror.slice(at)];
}
