import type { McpServer, ToolAnnotations } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { pagesIndex, wirePage } from '@/lib/api/pages-index';
import { PageSchema, SearchResponseSchema } from '@/lib/api/schemas';
import { MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT } from '@/lib/api/search-limits';
import { searchQueryText } from '@/lib/api/search-request';
import { unvalidatedSearchResponse } from '@/lib/api/search-response';
import { findPage } from '@/lib/content/find-page';
import { EXCERPT_LENGTH } from '@/lib/search/excerpt';
import { currentMarkdownMirror } from '@/lib/survey/survey-results-mirror';
import { withMemoizedJsonSchema } from './memoized-json-schema';
import { pageListResult, pageNotFound, pageResult, searchResult } from './tool-results';

/** Every tool only reads build-time data: the hints a client uses to skip confirmation prompts. */
const readOnly: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

const PageSummarySchema = PageSchema.pick({ title: true, url: true, md_url: true, description: true, dateModified: true });

const ListPagesOutputSchema = z.object({ count: z.int().min(0), pages: z.array(PageSummarySchema) });

const GetPageOutputSchema = PageSchema.pick({ title: true, url: true, md_url: true, dateModified: true }).extend({
  markdown: z.string().describe('The page as Markdown, identical to its md_url mirror and to the first text block of the result'),
});

/** Tool definitions: registered on the MCP server and listed, unchanged, in the server manifest. */
export const tools = [
  {
    name: 'search_answers',
    title: 'Search packing guides',
    description:
      `Search the Packwise packing guides by keywords or a question, e.g. "power bank on a plane" or "liquids in carry-on". Returns up to ${SEARCH_RESULT_LIMIT} pages, best first, as JSON: title, URL, summary and score, and, when the match is in a guide's text, the matching \`section\` (heading, and a URL with its #anchor to cite) and an \`excerpt\` of at most ${EXCERPT_LENGTH} characters that often answers the question. When words of the query are in no guide but the rest is answered, they are left out and listed in \`ignoredWords\`: say so to the traveler. When nothing matches, \`results\` is empty and \`suggestion\` says what to try instead. Use it first to find which guide answers a traveler's question; answer from the excerpt or read the guide with get_page.`,
    inputSchema: withMemoizedJsonSchema(z.object({ query: searchQueryText.describe(`Search words or a question, 1 to ${MAX_QUERY_LENGTH} characters`) })),
    outputSchema: withMemoizedJsonSchema(SearchResponseSchema),
    annotations: readOnly,
    // Whoever answers the call (the SDK, or `directToolCall`) checks the structured content against `outputSchema`: built, not parsed, here.
    run: ({ query }: { query: string }) => searchResult(unvalidatedSearchResponse(query)),
  },
  {
    name: 'get_page',
    title: 'Read a page',
    description:
      'Read one Packwise page in full, as Markdown: the guide text, its FAQ and attribution. Accepts a slug ("liquids-and-toiletries"), a path, the page URL or its md_url, as returned by search_answers and list_pages; "/" or "index" is the homepage. Use it after search_answers to answer from the whole guide.',
    inputSchema: withMemoizedJsonSchema(
      z.object({ url_or_slug: z.string().min(1).max(2048).describe('A slug, path, page URL or Markdown URL') }),
    ),
    outputSchema: withMemoizedJsonSchema(GetPageOutputSchema),
    annotations: readOnly,
    run: async ({ url_or_slug }: { url_or_slug: string }) => {
      const page = findPage(url_or_slug);
      if (!page) return pageNotFound(url_or_slug);
      return pageResult(GetPageOutputSchema.parse({ ...wirePage(page.slug), markdown: await currentMarkdownMirror(page) }));
    },
  },
  {
    name: 'list_pages',
    title: 'List all pages',
    description:
      'List every public Packwise page (guides and site pages) with its title, URL, Markdown URL, summary and last update. Use it to browse what exists or to pick a guide when a search finds nothing.',
    inputSchema: withMemoizedJsonSchema(z.object({})),
    outputSchema: withMemoizedJsonSchema(ListPagesOutputSchema),
    annotations: readOnly,
    run: () => {
      const { pages } = pagesIndex();
      return pageListResult(ListPagesOutputSchema.parse({ count: pages.length, pages }));
    },
  },
] as const;

export function registerTools(server: McpServer): void {
  for (const { name, title, description, inputSchema, outputSchema, annotations, run } of tools) {
    server.registerTool(name, { title, description, inputSchema, outputSchema, annotations }, run);
  }
}
