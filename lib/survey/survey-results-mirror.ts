import { readSurveyResults } from './read-survey-results';
import { surveyResultsMarkdown } from './survey-results';
import type { CataloguePage } from '@/lib/content/catalogue';
import { markdownMirror } from '@/lib/content/markdown-mirror';

export const SURVEY_RESULTS_SLUG = 'survey-results';

/** The tables belong after the page's text and before its FAQ and attribution. */
function splitBeforeFaq(mirror: string): [string, string] {
  const at = mirror.search(/^## Frequently asked questions$/m);
  return at === -1 ? [mirror, ''] : [mirror.slice(0, at), mirror.slice(at)];
}

/**
 * A page's Markdown as it reads now: the survey results page with the aggregate tables of this
 * moment, every other page as built. The HTTP mirror and the MCP get_page tool both serve this.
 */
export async function currentMarkdownMirror(page: CataloguePage): Promise<string> {
  if (page.slug !== SURVEY_RESULTS_SLUG) return markdownMirror(page);
  const results = await readSurveyResults();
  const tables = results.ok ? surveyResultsMarkdown(results.results) : `## Results\n\n${results.message}\n`;
  const [head, tail] = splitBeforeFaq(markdownMirror(page));
  return `${head}${tables}\n${tail}`;
}
