import { z } from 'zod';
import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { sourceSchema } from '@/lib/content/sources';
import { EXCERPT_LENGTH } from '@/lib/search/excerpt/excerpt';

/**
 * The wire shapes of spec §2, defined once. Handlers build their bodies through them,
 * the OpenAPI document's components are generated from this registry, and the MCP tools reuse them.
 */
export const apiSchemas = z.registry<{ id: string }>();

const calendarDate = z.iso.date().describe('ISO 8601 calendar date (YYYY-MM-DD)');

const FaqPairSchema = z
  .object({
    question: z.string(),
    answer: z.string().describe('Markdown; site links are absolute URLs'),
  })
  .register(apiSchemas, { id: 'FaqPair' });

const SourceSchema = sourceSchema.register(apiSchemas, { id: 'Source' });

export const PageSchema = z
  .object({
    url: z.url().describe('Address of the HTML page'),
    path: z.string().regex(/^\/(?:[a-z0-9-]+\/)?$/).describe('Site-relative path: `/` for the homepage, otherwise `/<slug>/`'),
    title: z.string(),
    description: z.string(),
    dateModified: calendarDate.nullable().optional(),
    md_url: z.url().describe('Address of the Markdown mirror'),
    faq: z.array(FaqPairSchema),
    reviewed: calendarDate.optional().describe('Guides only: the day the guide’s rules were last checked as a whole against its sources'),
    sources: z.array(SourceSchema).optional().describe('Guides only: the pages the guide’s rules come from, official ones first'),
  })
  .register(apiSchemas, { id: 'Page' });

export const PagesIndexSchema = z
  .object({
    name: z.string().optional(),
    description: z.string().optional(),
    site: z.url(),
    docs: z.url().optional().describe('The developers page'),
    openapi: z.url().optional(),
    generated: z.iso.datetime().describe('When this index was built (every deploy rebuilds it)'),
    count: z.int().min(0),
    pages: z.array(PageSchema),
  })
  .register(apiSchemas, { id: 'PagesIndex' });

/** What a search hit is: a guide, another page of the site (the homepage, /developers/), an item of the catalogue or an airline's allowances. */
export const HitKindSchema = z
  .enum(['guide', 'page', 'item', 'airline'])
  .describe('`guide`: a packing guide; `page`: another page of the site; `item`: an item of the catalogue, whose `excerpt` is its verdict; `airline`: an airline’s baggage allowances, whose `excerpt` gives them fare by fare')
  .register(apiSchemas, { id: 'HitKind' });

export const SearchHitSchema = z
  .object({
    title: z.string(),
    url: z.url(),
    description: z.string(),
    md_url: z.url(),
    dateModified: calendarDate.nullable().optional(),
    score: z.int().min(1).describe('Relative match score; higher is better'),
    section: z
      .object({
        heading: z.string().describe('The heading of the section, as the page shows it'),
        url: z.url().describe('The page URL with the `#anchor` of that section'),
      })
      .optional()
      .describe('The section of the page that matched best, when the match is in the guide text'),
    excerpt: z
      .string()
      .max(EXCERPT_LENGTH)
      .optional()
      .describe(
        `Plain text around the best match, at most ${EXCERPT_LENGTH} characters, often enough to answer from; for an item, its verdict for the cabin and checked bags under the international baseline, the US and the UK, with each rule's owner`,
      ),
    kind: HitKindSchema,
  })
  .register(apiSchemas, { id: 'SearchHit' });

export const SearchSuggestionSchema = z
  .object({
    message: z.string().describe('Why nothing matched and what to try instead, for a person'),
    queries: z.array(z.string()).describe('Other searches that do find pages; may be empty'),
  })
  .register(apiSchemas, { id: 'SearchSuggestion' });

export const SearchResponseSchema = z
  .object({
    query: z.string().describe('The query as searched, trimmed'),
    count: z.int().min(0).max(SEARCH_RESULT_LIMIT),
    results: z.array(SearchHitSchema).max(SEARCH_RESULT_LIMIT),
    index: z.url().optional().describe('The page index these results come from'),
    ignoredWords: z
      .array(z.string())
      .min(1)
      .optional()
      .describe(
        'Words or phrases of the query that no guide covers, left out to find these results (a partial answer); present only when some were',
      ),
    suggestion: SearchSuggestionSchema.optional().describe('Present when `results` is empty'),
  })
  .register(apiSchemas, { id: 'SearchResponse' });

export const ApiErrorSchema = z
  .object({
    error: z.string().describe('Stable machine-readable code'),
    message: z.string().describe('What went wrong and what to do, for a person'),
    docs: z.url().optional(),
  })
  .register(apiSchemas, { id: 'Error' });

export type Page = z.infer<typeof PageSchema>;
export type PagesIndex = z.infer<typeof PagesIndexSchema>;
export type HitKind = z.infer<typeof HitKindSchema>;
export type SearchHit = z.infer<typeof SearchHitSchema>;
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;
export type ApiError = z.infer<typeof ApiErrorSchema>;
