import { z } from 'zod';
import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { sourceSchema } from '@/lib/content/sources';
import { placeSchema } from '@/lib/rules/places';
import { EXCERPT_LENGTH } from '@/lib/search/excerpt/excerpt';
import { matchLevels, MAX_ANSWER_SOURCES, MAX_PASSAGE_LENGTH, passageKinds } from '@/lib/answers/answer-kinds';

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

/** The page a hit's answer comes from, as an assistant cites it: the owner's page for a rule. */
export const AnswerSourceSchema = z
  .object({
    title: z.string(),
    publisher: z.string().optional(),
    url: z.url().describe('The source page: for a rule, its owner’s own page'),
    checked: calendarDate.describe('The day Packwise last compared the passage with this page'),
    kind: z.enum(['official', 'secondary', 'expert', 'news']).optional().describe('`official`: the rule’s owner on its own site; `secondary`: another body restating it; `expert`: advice; `news`: a report'),
  })
  .register(apiSchemas, { id: 'AnswerSource' });

/** How many of the best hits carry an `answer`: the rest keep title, URL and summary, so a reply stays short. */
export const ANSWERED_HITS = 3;

export const HitAnswerSchema = z
  .object({
    text: z
      .string()
      .max(MAX_PASSAGE_LENGTH * 2)
      .describe(
        `The passage that answers, whole, never cut mid-sentence: a FAQ answer, the guide’s short answer, a table row with its column headers (“Airline: Ryanair; Personal item limit: 40 × 30 × 20 cm”), or the sentences of the matched section that hold the query’s words (at most ${MAX_PASSAGE_LENGTH} characters of them); for an item, its verdict; for an airline, its allowances`,
      ),
    from: z.enum([...passageKinds, 'verdict', 'allowances']).describe('Which of those the passage is'),
    heading: z.string().optional().describe('What the passage answers on its page: the FAQ question, or the heading of its section'),
    url: z.url().describe('Where the passage is, to cite: the page URL with the `#anchor` of its FAQ entry or section'),
    sources: z
      .array(AnswerSourceSchema)
      .max(MAX_ANSWER_SOURCES)
      .describe(
        `The pages the passage comes from: for a guide or an item, at most 3, most authoritative first; for an airline, every page its figures come from, in the order it quotes them (at most ${MAX_ANSWER_SOURCES}). Cite these for the rule, and Packwise for the guide`,
      ),
    reviewed: calendarDate.optional().describe('Guides: the day the guide’s rules were last checked as a whole against its sources'),
  })
  .register(apiSchemas, { id: 'HitAnswer' });

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
    match: z
      .enum(matchLevels)
      .describe(
        'How much of what the query asks this hit’s passage covers, comparable across queries unlike `score`: `answers` (every thing the query asks about), `related` (at least half of them) or `mentions` (less)',
      ),
    answer: HitAnswerSchema.optional().describe(`The first ${ANSWERED_HITS} hits only: the passage that answers, whole, with its sources`),
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
    readAs: z
      .array(
        z.object({
          typed: z.string().describe('The word as typed, lowercased'),
          read: z.string().describe('What search read it as'),
        }),
      )
      .min(1)
      .optional()
      .describe('Since 1.6.0: words search read as others (a typo corrected, words glued together, shorthand such as “wknd” for “weekend”); present only when some were'),
    places: z
      .array(z.string())
      .min(1)
      .optional()
      .describe('Since 1.6.0: places the query names that no guide is about (“lisbon”): the hits answer in general, not for that place; present only when some were'),
    trip: z
      .object({ from: placeSchema.optional(), to: placeSchema.optional(), via: z.array(placeSchema).min(1).optional() })
      .optional()
      .describe(
        'Since 1.10.0: the trip the query names, read where its words say which part a place is (“from the uk”, “to thailand”, “thru LHR”, “uk to france”), in the place vocabulary of check_item; an item hit’s verdict is for this trip, the destination first; present only when the query names one',
      ),
    suggestion: SearchSuggestionSchema.optional().describe('Present when `results` is empty'),
  })
  .register(apiSchemas, { id: 'SearchResponse' });

/**
 * search_answers' reply: the API's, with hits a model reads without waste. Each drops `md_url`
 * (get_page reads a hit by its url), `excerpt` (an answer holds it whole) and `section` (an answer's
 * url and heading say where it is).
 */
export const SearchAnswersSchema = SearchResponseSchema.extend({
  results: z.array(SearchHitSchema.omit({ md_url: true, excerpt: true, section: true })).max(SEARCH_RESULT_LIMIT),
});

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
export type HitAnswer = z.infer<typeof HitAnswerSchema>;
export type AnswerSource = z.infer<typeof AnswerSourceSchema>;
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
export type SearchAnswers = z.infer<typeof SearchAnswersSchema>;
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;
export type ApiError = z.infer<typeof ApiErrorSchema>;
