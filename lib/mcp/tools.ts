import type { McpServer, ToolAnnotations } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { pagesIndex, wirePage } from '@/lib/api/pages-index';
import { ANSWERED_HITS, PageSchema, SearchAnswersSchema, type HitKind } from '@/lib/api/schemas';
import { checkBag } from '@/lib/airlines/check-bag';
import { CheckBagInputSchema, CheckBagOutputSchema, type CheckBagArguments } from '@/lib/airlines/check-bag-schema';
import { MAX_QUERY_LENGTH, SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { hitKindList, searchQueryText } from '@/lib/api/search-request';
import { unvalidatedSearchResponse } from '@/lib/api/search-response';
import { listChanges, parseChangeFilters } from '@/lib/changes/change-list';
import { CHANGE_LIST_LIMIT, ChangeListSchema, changeKinds, type ChangeKind } from '@/lib/changes/change-schema';
import { findPage, referencedSection } from '@/lib/content/find-page';
import { MIN_CAPPED_CHARACTERS } from '@/lib/content/capped-markdown';
import { readPage } from '@/lib/content/page-reading';
import { referencedItem } from '@/lib/items/item-markdown';
import { referencedAirline } from '@/lib/airlines/airline-markdown';
import { checkItem } from '@/lib/items/check-item';
import { parseCheckItemRequest, MAX_VIA } from '@/lib/items/check-item-request';
import { CheckItemSchema } from '@/lib/items/check-item-schema';
import { loadedCatalogue } from '@/lib/items/items';
import { currentMarkdownMirror } from '@/lib/survey/survey-results-mirror';
import { withMemoizedJsonSchema } from './memoized-json-schema';
import { schemaOutline } from './schema-outline';
import { changeListResult, checkBagResult, checkItemResult, invalidArguments, pageListResult, pageNotFound, pageResult, searchResult } from './tool-results';

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
  markdown: z
    .string()
    .describe('The page as Markdown, identical to its md_url mirror, or the section or length asked for; the first text block of the result holds the same'),
});

/** The most a reader may cap a reply at: more than any page holds. */
const MAX_CAPPED_CHARACTERS = 1_000_000;

/** Tool definitions: registered on the MCP server and listed, unchanged, in the server manifest. */
export const tools = [
  {
    name: 'search_answers',
    title: 'Search packing guides',
    description:
      `Search the Packwise packing guides, item catalogue and airline allowances by keywords or a question, e.g. "power bank on a plane" or "ryanair cabin bag size". Returns up to ${SEARCH_RESULT_LIMIT} hits, best first, as JSON: kind (guide, page, item or airline), title, URL, summary, score, and \`match\`: answers, related or mentions, how much of the question the hit's passage covers, the same scale for every query. The first ${ANSWERED_HITS} hits carry \`answer\`: the passage that answers, whole (a FAQ answer, the guide's short answer, a table row with its column headers or the matching sentences; an item's verdict; an airline's allowances), the url to cite with its #anchor, the sources it comes from with the day each was checked, and the guide's reviewed date: answer from it and cite them without another call. The other hits give title, url and description only. \`kinds\` keeps only some kinds of hit. Words of the query no guide covers are left out and listed in \`ignoredWords\`, places no guide is about in \`places\`: say so to the traveler. \`trip\` is the trip the query names (“to thailand” is \`to\`: TH), and an item hit's verdict is for it. \`readAs\` lists words read as others (typos, shorthand). When nothing matches, \`results\` is empty and \`suggestion\` says what to try. Use it first for a traveler's question; when an answer is not enough, read its url with get_page.`,
    inputSchema: withMemoizedJsonSchema(
      z.object({
        query: searchQueryText.describe(`Search words or a question, 1 to ${MAX_QUERY_LENGTH} characters: for a longer message, send its question and key words`),
        kinds: hitKindList.optional().describe('Only these kinds of hit, such as ["item"]; every kind when left out'),
      }),
    ),
    outputSchema: withMemoizedJsonSchema(SearchAnswersSchema, schemaOutline),
    annotations: readOnly,
    // Whoever answers the call (the SDK, or `directToolCall`) checks the structured content against `outputSchema`: built, not parsed, here.
    run: ({ query, kinds }: { query: string; kinds?: HitKind[] }) => searchResult(unvalidatedSearchResponse(query, kinds)),
  },
  {
    name: 'get_page',
    title: 'Read a page',
    description:
      `Read one Packwise page as Markdown: the guide text, its FAQ, sources and attribution. Accepts a slug ("liquids-and-toiletries"), a path, the page URL or its md_url, as returned by search_answers and list_pages; "/" or "index" is the homepage. An item's url ("/items/power-bank/") returns its verdict under every rule, and an airline's ("/airlines/fr/") its allowances with their sources. Give \`section\` (or a URL with its #anchor, such as a search answer's url) to read one part: that section with the guide's title, short answer, the sources cited for it, related FAQ entries and the credit line. Give \`maxCharacters\` (at least ${MIN_CAPPED_CHARACTERS}) to cap the reply: whole sections are kept in order while they fit, and the rest are listed by the section id that reads each alone. Use it after search_answers when its answer is not enough.`,
    inputSchema: withMemoizedJsonSchema(
      z.object({
        url_or_slug: z.string().min(1).max(2048).describe('A slug, path, page URL or Markdown URL; a #anchor names a section'),
        section: z.string().min(1).max(200).optional().describe('The id of one section to read, such as "the-100-ml-rule-and-the-clear-bag", "faq" or a FAQ entry\'s "faq-…" id, as in a search answer\'s url'),
        maxCharacters: z.int().min(MIN_CAPPED_CHARACTERS).max(MAX_CAPPED_CHARACTERS).optional().describe(`At most this many characters, cut between sections; the whole page or section when left out`),
      }),
    ),
    outputSchema: withMemoizedJsonSchema(GetPageOutputSchema, schemaOutline),
    annotations: readOnly,
    run: async ({ url_or_slug, section, maxCharacters }: { url_or_slug: string; section?: string; maxCharacters?: number }) => {
      const document = referencedItem(url_or_slug) ?? referencedAirline(url_or_slug);
      if (document) return pageResult(GetPageOutputSchema.parse(document));
      const page = findPage(url_or_slug);
      if (!page) return pageNotFound(url_or_slug);
      const reading = readPage(page, await currentMarkdownMirror(page), { section: section ?? referencedSection(url_or_slug), maxCharacters });
      return reading.ok ? pageResult(GetPageOutputSchema.parse({ ...wirePage(page.slug), markdown: reading.markdown })) : invalidArguments(reading.message);
    },
  },
  {
    name: 'list_pages',
    title: 'List all pages',
    description:
      'List every public Packwise page (guides and site pages) with its title, URL, Markdown URL, summary and last update. Use it to browse what exists or to pick a guide when a search finds nothing.',
    inputSchema: withMemoizedJsonSchema(z.object({})),
    outputSchema: withMemoizedJsonSchema(ListPagesOutputSchema, schemaOutline),
    annotations: readOnly,
    run: () => {
      const { pages } = pagesIndex();
      return pageListResult(ListPagesOutputSchema.parse({ count: pages.length, pages }));
    },
  },
  {
    name: 'list_changes',
    title: 'List rule changes',
    description:
      'What changed in the rules that decide what travelers can pack and carry, newest first: each `rule-change` (a body such as ICAO, the TSA, the EU, an airport or an airline changed its rule) with its owner, reference, effective date, typed limits and sources to cite, and each `correction` (Packwise fixed its own guide, with what it said before). Announced rules with no date come first and say "no date announced". Filter with `since` (YYYY-MM-DD), `scope` (ICAO, EU, a country such as US or GB, an airport such as LHR, or airline:EK) and `kind`; it lists the newest `limit` (20 unless set) and says how many match in `total`. Use it for "what changed this year?" or "is there a new rule for power banks?".',
    inputSchema: withMemoizedJsonSchema(
      z.object({
        since: z.string().max(40).optional().describe('Only changes on or after this day, YYYY-MM-DD; announced rules with no date are always listed'),
        scope: z.string().max(40).optional().describe('Only rule changes that concern this place: ICAO, EU, a two-letter country (US, GB; UK is read as GB), an IATA airport code (LHR) or airline:<IATA code> (airline:EK)'),
        kind: z.enum(changeKinds).optional().describe('Only `rule-change` or only `correction`'),
        limit: z.int().min(1).max(CHANGE_LIST_LIMIT.max).optional().describe(`How many of the newest to list, 1 to ${CHANGE_LIST_LIMIT.max} (${CHANGE_LIST_LIMIT.default} when left out); \`total\` says how many match`),
      }),
    ),
    outputSchema: withMemoizedJsonSchema(ChangeListSchema, schemaOutline),
    annotations: readOnly,
    run: ({ since, scope, kind, limit }: { since?: string; scope?: string; kind?: ChangeKind; limit?: number }) => {
      const parsed = parseChangeFilters({ since, scope, kind, limit });
      return parsed.ok ? changeListResult(listChanges(parsed.filters)) : invalidArguments(parsed.message);
    },
  },
  {
    name: 'check_item',
    title: 'Can I bring it?',
    description:
      'Whether a traveler can bring an item in the cabin and in checked bags, under each rule that screens their trip, with the rule’s owner, source URL and the day Packwise checked it. Give what the traveler typed as `item` ("27000mAh power bank", "bottle of wine", "hair straightener"): numbers in it are read against the rules’ limits (mAh as Wh at 3.7 V, ml, cm). Give the trip when known: `from` (where they fly from), `via` (where they change planes) and `to` (the destination), each a country by name or code (Thailand, TH, US), EU or an airport (LHR), and `date` (YYYY-MM-DD) for the rules in force that day. Each rule’s `appliesAt` says where it meets the trip: security on departure, transfer and return, customs and import rules on arrival and homecoming. `verdict` is the strictest answer per bag on the way out: yes, no, conditional (within the limits listed) or airline-approval; `wayHome` is the same for the way back, where food and souvenirs meet other rules. When the words fit several items, `candidates` lists them: ask which. Where no rule covers a place, `notCovered` says who to ask, and `elsewhere` how the baseline, the US and the UK treat the item (not rules of this trip). `item.md_url` is the item’s verdict under every rule in Markdown, for get_page. Use it for “can I bring …?” questions before searching the guides; answer first, then cite each rule’s source.url.',
    inputSchema: withMemoizedJsonSchema(
      z.object({
        // Longer words the schema refuses; up to this, the tool itself says what to send.
        item: z.string().max(MAX_QUERY_LENGTH * 2).describe(`What the traveler wants to bring, as typed, 1 to ${MAX_QUERY_LENGTH} characters`),
        from: z.string().max(40).optional().describe('Where the trip departs: a country by its English name or code (United Kingdom, GB; UK is read as GB), EU or an IATA airport code (LHR)'),
        to: z.string().max(40).optional().describe('The destination: its import rules on arrival, its screening on the way home'),
        via: z.array(z.string().max(40)).max(MAX_VIA).optional().describe(`Where the traveler changes planes, at most ${MAX_VIA}`),
        date: z.string().max(40).optional().describe('The day of travel, YYYY-MM-DD; today when left out'),
      }),
    ),
    outputSchema: withMemoizedJsonSchema(CheckItemSchema, schemaOutline),
    annotations: readOnly,
    run: (input: { item: string; from?: string; to?: string; via?: string[]; date?: string }) => {
      const parsed = parseCheckItemRequest(input, new Date().toISOString().slice(0, 10));
      return parsed.ok ? checkItemResult(checkItem(loadedCatalogue(), parsed.request)) : invalidArguments(parsed.message);
    },
  },
  {
    name: 'check_bag',
    title: 'Will my bag fit?',
    description:
      'Whether a bag fits each airline’s allowances, fare by fare: as the personal item, as the cabin bag, or only checked. Give `dimensions` (three sides in any order) with `unit` (cm or in), optionally `weight` with `weightUnit` (kg or lb), `airlines` by IATA code or name (every airline Packwise has when left out) and `fare` (basic, standard or premium). Each fare gives `fitsAs`, whether that allowance is included or a paid add-on, each side over the limit and by how much (bags are compared longest side to longest side), the checked-bag allowance and the fees the airline publishes; each airline lists the pages its figures come from, with the day they were checked. An allowance nobody could source is `not-verified`, and then `fitsAs` is `unknown`: say so rather than guess. Use it for “will my bag fit on …?” and “what size bag can I bring on …?”; answer first, then cite the sources.',
    inputSchema: withMemoizedJsonSchema(CheckBagInputSchema),
    outputSchema: withMemoizedJsonSchema(CheckBagOutputSchema, schemaOutline),
    annotations: readOnly,
    run: (input: CheckBagArguments) => checkBagResult(checkBag(CheckBagInputSchema.parse(input))),
  },
] as const;

export function registerTools(server: McpServer): void {
  for (const { name, title, description, inputSchema, outputSchema, annotations, run } of tools) {
    server.registerTool(name, { title, description, inputSchema, outputSchema, annotations }, run);
  }
}
