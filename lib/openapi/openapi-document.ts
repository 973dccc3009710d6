import { z } from 'zod';
import { apiErrorCodes } from '@/lib/api/api-errors';
import { API_VERSION } from '@/lib/api/api-version';
import { ANSWERED_HITS, apiSchemas, HitKindSchema } from '@/lib/api/schemas';
import { CHANGE_LIST_LIMIT, changeKinds } from '@/lib/changes/change-schema';
// Registers the item shapes (ItemIndex, ItemDetail) with apiSchemas, which the components are generated from.
import '@/lib/items/item-api-schema';
import '@/lib/airlines/airline-api-schema';
import { ITEM_DATA_LICENCE } from '@/lib/items/item-licence';
import { MAX_QUERY_LENGTH, PAGE_SUGGESTIONS, SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { SEARCH_PURPOSES } from '@/lib/api/search-request';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, routePaths, SLUG_PATTERN } from '@/lib/site/urls';

const schemaRef = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Component schemas generated from the zod wire shapes; `$schema`/`$id` are implied by OpenAPI 3.1. */
function componentSchemas(): Record<string, object> {
  const { schemas } = z.toJSONSchema(apiSchemas, { uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema]),
  );
}

const errorCodeTable = Object.entries(apiErrorCodes)
  .map(([code, { status, when }]) => `| \`${code}\` | ${status} | ${when} |`)
  .join('\n');

const cachingHeaders = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
};

const json = (id: string) => ({ 'application/json': { schema: schemaRef(id) } });
const markdown = { 'text/markdown': { schema: { type: 'string' } } };

const notModified = { $ref: '#/components/responses/NotModified' };


/** The `{slug}` of a path: what it names, and an example. */
const slugParameter = (description: string, example: string) => ({
  name: 'slug',
  in: 'path',
  required: true,
  description,
  schema: { type: 'string', pattern: SLUG_PATTERN.source },
  example,
});

/** A Markdown document found by its slug: the document, a 304 for a current ETag, or a Markdown 404 pointing to where they are listed. */
type QueryParameter = { name: string; in: 'query'; required: false; description: string; schema: Record<string, unknown>; example: string };

const markdownBySlug = ({ slug, document, index, query = [], ...operation }: { operationId: string; summary: string; description: string; slug: ReturnType<typeof slugParameter>; document: string; index: string; query?: QueryParameter[] }) => ({
  get: {
    ...operation,
    parameters: [slug, ...query],
    responses: {
      '200': { description: `The ${document} in Markdown`, headers: cachingHeaders, content: markdown },
      '304': notModified,
      '404': { description: `No ${document} has this slug. The body is a short Markdown note pointing to the ${index}.`, headers: cachingHeaders, content: markdown },
    },
  },
});

/**
 * OpenAPI 3.1.0 description of the four HTTP operations of spec §4.1–4.4, since 1.1.0 the list of
 * changes, since 1.2.0 the item catalogue and since 1.3.0 each item's Markdown, since 1.4.0 items among search hits, since 1.5.0 airline allowances, since 1.6.0 answers in search hits and sections of mirrors, since 1.7.0 what search read, since 1.8.0 every source of an airline's answer, since 1.9.0 border rules in check_item, since 1.10.0 the trip a search names (/developers/ keeps the dated changelog).
 */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: `${siteIdentity.name} API`,
      version: API_VERSION,
      summary: 'Read-only packing-guide index, search and Markdown mirrors.',
      description: [
        `${siteIdentity.description}`,
        '',
        'No key, no account, no quota; nothing can be written. Responses carry `Access-Control-Allow-Origin: *`, a strong `ETag` (send it back as `If-None-Match` to get `304 Not Modified`) and `Cache-Control` for data fixed at build time: please cache and keep request rates modest.',
        '',
        'Every path answers `OPTIONS` preflights with 204; a method other than GET, HEAD or OPTIONS gets 405 with `Allow: GET, HEAD, OPTIONS` and an Error body.',
        '',
        `The content is general packing guidance, not airline policy. Quote or summarize it with attribution to ${siteIdentity.publisher} and a link to the page.`,
        '',
        'Error codes (the `error` field of an Error body):',
        '',
        '| error | status | when |',
        '|---|---|---|',
        errorCodeTable,
      ].join('\n'),
    },
    servers: [{ url: absoluteUrl('') }],
    externalDocs: { description: 'Developer guide', url: absoluteUrl(routePaths.developers) },
    paths: {
      [routePaths.pagesIndex]: {
        get: {
          operationId: 'listPages',
          summary: 'List every public page',
          description: 'The page index: every public page with its URL, Markdown mirror and FAQ. Static JSON, rebuilt on every deploy. The valid slugs for `getPageMarkdown` are those in the `md_url` values.',
          responses: {
            '200': { description: 'The page index', headers: cachingHeaders, content: json('PagesIndex') },
            '304': notModified,
          },
        },
      },
      [routePaths.search]: {
        get: {
          operationId: 'searchAnswers',
          summary: 'Search the guides and items',
          description: [
            'Case-insensitive keyword search over page titles, URLs, descriptions, FAQ text and, weighted below them, the guides\' text. Words are matched by stem; a word no page uses is also matched as a prefix and, when it is not an English word (Hunspell en-US), with small typos; an English noun no page uses counts as the guides\' words for the same or a related thing (WordNet 3.1, e.g. tabs → tablets); the words travelers type for what the guides say differently (UK and US words, rule nicknames such as 3-1-1, numbers glued to units such as 100ml, trip lengths such as 10 days) count as the guides\' words, and the guides they name rank first; a query that is a page title counts triple for that page. A page must match the distinctive words of the query, not only generic ones; a word English most often uses as a verb ("dealing" in "dealing with jet lag") counts for half as much as a noun. A hit whose match is in a guide\'s text has the `section` and an `excerpt`. Words no guide covers are left out, and listed in `ignoredWords`, when the query\'s topic (the last noun of the first phrase that has one, counted from the question when the query says something before asking, as in "Hawaii honeymoon, can I bring my own sunscreen") is covered and the covered words are at least as many; the words before the question only rank pages, and are left out whenever no guide covers them. Otherwise `results` is empty and `suggestion` says why and what to try. A query that names no guide in particular ("packing", "hand luggage", "what can I bring on a plane") returns the homepage, then the guides where most trips start.',
            `Returns at most ${SEARCH_RESULT_LIMIT} hits, best first. \`score\` is an integer, higher is better: the BM25+ relevance (title and URL words weigh most, then the description, FAQ questions, FAQ answers and the guide's text) × 10, rounded, and lowered by one where needed so that scores strictly decrease with rank; a guide the traveler vocabulary names for the query is scored above every other hit.`,
            'Hits of equal relevance are ordered by `url`, ascending, so the same query always returns the same order and scores.',
            'Hits far weaker than the best one are left out, so a query may return fewer than 10 or none. Other query parameters are ignored.',
            'Since 1.4.0, items too: a query that names an item of the catalogue ("can I bring bear spray", "anker 20000mah") and asks nothing else about it puts that item first, scored above every page; its `excerpt` is the verdict for the cabin and checked bags under the international baseline, the US and the UK, each with the rule\'s owner. An item named among other things ("10000mah power bank, how many iPhone charges") comes second, after the best page. A query that is a page\'s title puts the page first. Each hit has a `kind`: `guide`, `page` (another page of the site) or `item`. Since 1.5.0, a query that names an airline together with a word about bags ("ryanair cabin bag size", "delta personal item") puts that airline\'s allowances first, `kind` `airline`, its `excerpt` the allowances fare by fare.',
            `Since 1.6.0, every hit has a \`match\` (\`answers\`, \`related\` or \`mentions\`: how much of what the query asks its passage covers, comparable across queries), and the first ${ANSWERED_HITS} hits an \`answer\`: the passage that answers, whole (a FAQ answer, the short answer, a table row with its column headers, or the sentences that hold the query's words), its \`url\` with the anchor to cite, the sources it comes from with the day each was checked, and the guide's \`reviewed\` date.`,
          ].join(' '),
          parameters: [
            {
              name: 'q',
              in: 'query',
              required: true,
              description: `The search words, 1 to ${MAX_QUERY_LENGTH} characters after trimming spaces. Give it once: a repeated \`q\` is rejected rather than guessed at.`,
              schema: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
              example: 'liquids',
            },
            {
              name: 'for',
              in: 'query',
              required: false,
              description: `\`missing_page\`: read \`q\` as an address that named no page (a slug, path or URL, such as \`/power-bank/\`) and return the pages it may mean, at most ${PAGE_SUGGESTIONS}: what the search finds for its words first, then the pages whose address or title is spelled most like it (scored below every search hit). The same pages the 404 page and the MCP tool \`get_page\` suggest.`,
              schema: { type: 'string', enum: [...SEARCH_PURPOSES] },
              example: 'missing_page',
            },
            {
              name: 'kinds',
              in: 'query',
              required: false,
              description: `Only these kinds of hit, comma-separated: ${HitKindSchema.options.map((kind) => `\`${kind}\``).join(', ')}. Each hit keeps the score it has without the filter. Every kind when left out.`,
              schema: { type: 'string', pattern: `^(${HitKindSchema.options.join('|')})(,(${HitKindSchema.options.join('|')}))*$` },
              style: 'form',
              example: 'item',
            },
          ],
          responses: {
            '200': { description: 'The matches; `results` may be empty', headers: cachingHeaders, content: json('SearchResponse') },
            '304': notModified,
            '400': {
              description: `\`q\` is missing or blank (\`missing_query\`), longer than ${MAX_QUERY_LENGTH} characters (\`query_too_long\`) or repeated (\`repeated_query\`), or \`for\` has an unknown value (\`unknown_purpose\`); since 1.4.0, or \`kinds\` is not a list of hit kinds (\`invalid_kinds\`)`,
              headers: cachingHeaders,
              content: json('Error'),
            },
          },
        },
      },
      [routePaths.changesApi]: {
        get: {
          operationId: 'listChanges',
          summary: 'What changed: rule changes and corrections, newest first',
          description: `Every change the What changed page lists, newest first, announced rules with no date on top: \`rule-change\` when a body (ICAO, the TSA, the EU, an airport, an airline) changed its rule, with the rule's owner, reference, dates, typed limits and sources; \`correction\` when ${siteIdentity.name} fixed its own text, with what it said before. The same entries as the feeds ${routePaths.changesJsonFeed} (JSON Feed 1.1) and ${routePaths.changesAtomFeed} (Atom), and the MCP tool \`list_changes\`. Other query parameters are ignored.`,
          parameters: [
            {
              name: 'since',
              in: 'query',
              required: false,
              description: 'Keep changes that took effect, or corrections made, on or after this day; announced rules with no date are always kept.',
              schema: { type: 'string', format: 'date' },
              example: '2026-01-01',
            },
            {
              name: 'scope',
              in: 'query',
              required: false,
              description: 'Keep rule changes that concern this place: its own rules, the rules of the places that contain it (ICAO everywhere, the EU in a member state, a country at its airports) and the rules of places inside it. `ICAO`, `EU`, an ISO 3166-1 alpha-2 country (`UK` is read as `GB`), an IATA airport code (`LHR` or `airport:LHR`) or `airline:` and an IATA airline code (`airline:EK`). Corrections have no place and are left out.',
              schema: { type: 'string', maxLength: 16 },
              example: 'GB',
            },
            {
              name: 'kind',
              in: 'query',
              required: false,
              description: 'Keep only one kind of change.',
              schema: { type: 'string', enum: [...changeKinds] },
              example: 'rule-change',
            },
            {
              name: 'limit',
              in: 'query',
              required: false,
              description: `How many of the newest matching changes to list; \`total\` says how many match.`,
              schema: { type: 'integer', minimum: 1, maximum: CHANGE_LIST_LIMIT.max, default: CHANGE_LIST_LIMIT.default },
              example: 10,
            },
          ],
          responses: {
            '200': { description: 'The changes that pass the filters; `changes` may be empty', headers: cachingHeaders, content: json('ChangeList') },
            '304': notModified,
            '400': {
              description: 'A filter is malformed (`invalid_since`, `invalid_scope`, `invalid_kind`, `invalid_limit`) or repeated (`repeated_parameter`)',
              headers: cachingHeaders,
              content: json('Error'),
            },
          },
        },
      },
      [routePaths.itemsApi]: {
        get: {
          operationId: 'listItems',
          summary: 'The item catalogue: things travelers ask to bring',
          description: `Every item of the catalogue, by slug: its name, the other words travelers type for it, its category, a typical weight, the guides that discuss it and the places (\`ICAO\`, \`EU\`, a country, an airport) where the catalogue has a rule for it. Each item's verdicts are at its \`url\`; the MCP tool \`check_item\` answers for a trip and a day. The catalogue is open data under ${ITEM_DATA_LICENCE.name} (\`license\`), also as CSV (\`csv\`).`,
          responses: {
            '200': { description: 'Every item', headers: cachingHeaders, content: json('ItemIndex') },
            '304': notModified,
          },
        },
      },
      [routePaths.itemsCsv]: {
        get: {
          operationId: 'downloadItemsCsv',
          summary: 'The item catalogue as CSV',
          description: `One row per item and rule, for a spreadsheet: \`slug\`, \`name\`, \`category\`, \`typical_grams\`, \`rule\`, \`owner\`, \`scope\`, \`cabin\`, \`checked\`, \`conditions\`, \`note\`, \`source_url\`, \`source_checked\`. The same data as the JSON, under the same licence (${ITEM_DATA_LICENCE.name}), named in a \`Link: rel="license"\` header.`,
          responses: {
            '200': { description: 'The catalogue, RFC 4180 CSV with a header line', headers: cachingHeaders, content: { 'text/csv': { schema: { type: 'string' } } } },
            '304': notModified,
          },
        },
      },
      '/api/items/{slug}': {
        get: {
          operationId: 'getItem',
          summary: 'One item, with its verdict under each rule',
          description: 'For each rule of the rules library that applies to the item, as its newest version states it: the cabin and the checked verdict (`yes`, `no`, `conditional`, `airline-approval`; a bag the rule says nothing of is left out), the rule\'s limits it is held to with their values and units, the rule\'s owner, reference, date and the owner\'s page with the day it was checked.',
          parameters: [slugParameter('The item slug, as found in the `slug` values of the item catalogue', 'power-bank')],
          responses: {
            '200': { description: 'The item and its verdicts', headers: cachingHeaders, content: json('ItemDetail') },
            '304': notModified,
            '404': { description: 'No item has this slug (`unknown_item`)', headers: cachingHeaders, content: json('Error') },
          },
        },
      },
      [routePaths.airlinesApi]: {
        get: {
          operationId: 'listAirlines',
          summary: 'Airline baggage allowances, side by side',
          description:
            'Every airline Packwise has, by name, with its allowances per fare family (`basic` or light, `standard`, `premium`): the personal item, the cabin bag and checked bags, each `included`, a `paid-add-on`, `not-included`, or unknown (`not-published`, `not-verified`), with the dimensions in cm and inches and the weights the airline gives, a combined weight where there is one, and the add-on and gate fees it publishes. Every figure names its source, whose own words are quoted, with the day it was checked; a source that is not the airline\'s own page says so in its `kind`. The MCP tool `check_bag` compares a bag against them.',
          responses: {
            '200': { description: 'Every airline', headers: cachingHeaders, content: json('AirlineIndex') },
            '304': notModified,
          },
        },
      },
      '/api/airlines/{code}': {
        get: {
          operationId: 'getAirline',
          summary: 'One airline’s baggage allowances',
          description: 'The same allowances as in `listAirlines`, for one airline.',
          parameters: [
            { name: 'code', in: 'path', required: true, description: 'The airline’s two-character IATA code, in any case', schema: { type: 'string', pattern: '^[A-Za-z0-9]{2}$' }, example: 'FR' },
          ],
          responses: {
            '200': { description: 'The airline and its allowances', headers: cachingHeaders, content: json('Airline') },
            '304': notModified,
            '404': { description: 'No airline goes by this code (`unknown_airline`)', headers: cachingHeaders, content: json('Error') },
          },
        },
      },
      '/items/{slug}/index.md': markdownBySlug({
        operationId: 'getItemMarkdown',
        summary: 'An item as Markdown',
        description: 'The verdicts of `getItem` for people and models: each place at a glance, then each rule with its limits, owner, reference, source and checked day, the places no rule covers with who to ask there, and the guides. The MCP tool `get_page` returns the same text for this address.',
        slug: slugParameter('The item slug, as found in the `md_url` values of the item index', 'power-bank'),
        document: 'item',
        index: 'item index',
      }),
      '/index.md': {
        get: {
          operationId: 'getHomeMarkdown',
          summary: 'The homepage as Markdown',
          responses: {
            '200': { description: 'The homepage in Markdown, with every guide listed', headers: cachingHeaders, content: markdown },
            '304': notModified,
          },
        },
      },
      '/{slug}/index.md': markdownBySlug({
        operationId: 'getPageMarkdown',
        summary: 'A page as Markdown',
        description:
          'The Markdown mirror of the HTML page at `/{slug}/`: title, summary, body, FAQ, its URL and an attribution line. The search page\'s mirror, `/search/index.md`, takes the `q` of `searchAnswers` and lists the same hits as Markdown, each linking to its page\'s mirror; without `q` it says how to search, and a `q` that `searchAnswers` refuses gets a 400 in Markdown. Since 1.6.0, `?section=` serves one part of the page: that section (with its subsections), the guide\'s title and short answer, the sources cited for it, related FAQ entries and the attribution line; a section the page lacks gets a 404 listing those it has.',
        slug: slugParameter('The page slug, as found in the `md_url` values of the page index', 'liquids-and-toiletries'),
        document: 'page',
        index: 'page index',
        query: [
          {
            name: 'section',
            in: 'query',
            required: false,
            description: 'The id of one section: a heading\'s `#anchor` on the HTML page, `faq`, or a FAQ entry\'s `faq-…` id, as in a search hit\'s `answer.url`',
            schema: { type: 'string', maxLength: 200 },
            example: 'the-100-ml-rule-and-the-clear-bag',
          },
        ],
      }),
    },
    components: {
      schemas: componentSchemas(),
      responses: {
        NotModified: {
          description: 'The `If-None-Match` ETag is still current: reuse your cached copy',
          headers: cachingHeaders,
        },
      },
      headers: {
        ETag: { description: 'Strong validator of the body', schema: { type: 'string' } },
        CacheControl: { description: 'Caching policy for build-time data', schema: { type: 'string' } },
        AccessControlAllowOrigin: { description: 'Always `*`: any origin may read', schema: { type: 'string', const: '*' } },
      },
    },
  };
}
