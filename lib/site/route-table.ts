import { routePaths } from './route-paths';

/**
 * Every public route, once: whether `proxy.ts` may run on it, whether other origins may read it
 * (CORS), and which methods it answers with its own content (every other method is refused: 405, or
 * Next's own answer, README "Routes"). next.config.ts builds its CORS rules from this table, and tests
 * hold the build's routes, the proxy's matchers and Vercel's middleware conditions to it.
 *
 * Free of dependencies but route-paths.ts, which names the fixed paths, so that next.config.ts can read it.
 */

/** A route's pattern in Next's config syntax: `:slug` one segment, `:path*` any number. */
export type RoutePattern = `/${string}`;

export type Route = {
  pattern: RoutePattern;
  /** What it serves, for people reading the table. */
  serves: string;
  /**
   * May run `proxy.ts`: only where the proxy does what nothing else can, a per-request script nonce
   * and the survey results' copy. Every other route is a hot path, and no matcher may match it.
   */
  proxy: boolean;
  /** Answers `Access-Control-Allow-Origin: *`, whatever the method and status. */
  cors: boolean;
  /** The methods it answers with its own content (`OPTIONS` a CORS preflight). */
  methods: readonly string[];
  /** Served by another route's handler, through a rewrite in next.config.ts. */
  rewriteTo?: RoutePattern;
  /** A file in public/, served by Next with no code of ours. */
  publicFile?: true;
  /** Not built yet: the open issue that adds it, as it names the route. */
  plannedIn?: number;
};

const PAGE = ['GET', 'HEAD'] as const;
const READ_ONLY = ['GET', 'HEAD', 'OPTIONS'] as const;

const page = (pattern: RoutePattern, serves: string, proxy = false): Route => ({ pattern, serves, proxy, cors: false, methods: PAGE });
const readable = (pattern: RoutePattern, serves: string, extra: Partial<Route> = {}): Route => ({ pattern, serves, proxy: false, cors: true, methods: READ_ONLY, ...extra });

export const ROUTES: readonly Route[] = [
  page(routePaths.home, 'the homepage'),
  page('/:slug/', 'a guide or a site page (static HTML; Markdown when Accept prefers it)'),
  page(routePaths.searchPage, 'the search page, rendered per request with its own script nonce', true),
  page(routePaths.survey, 'the packing survey'),
  page(routePaths.surveyThanks, 'where an accepted survey answer lands'),
  page(routePaths.surveyResults, "the survey's published counts, served from the process's copy with its own script hashes", true),
  readable('/index.md', "the homepage's Markdown mirror"),
  readable('/:slug/index.md', "a page's Markdown mirror"),
  readable(routePaths.searchMarkdown, 'the search results as Markdown'),
  readable('/survey/index.md', "the survey's Markdown mirror"),
  readable('/survey-results/index.md', "the survey results' Markdown mirror"),
  readable(routePaths.pagesIndex, 'the page index'),
  readable(routePaths.search, 'search'),
  readable(routePaths.changesApi, 'the rule changes and corrections, filtered'),
  readable(routePaths.itemsApi, 'the item catalogue'),
  readable(routePaths.itemsCsv, 'the item catalogue as CSV'),
  readable('/api/items/:slug', 'one item and its verdicts under each rule'),
  readable(routePaths.airlinesApi, 'every airline allowance'),
  readable('/api/airlines/:code', "one airline's allowances"),
  readable(routePaths.changesJsonFeed, 'the rule changes as JSON Feed 1.1'),
  readable(routePaths.changesAtomFeed, 'the rule changes as Atom'),
  readable('/api/catalog', 'the RFC 9727 API catalog'),
  readable('/api/:path*', "the API's JSON 404 for a path it does not have"),
  readable(routePaths.apiCatalog, 'the RFC 9727 API catalog', { rewriteTo: '/api/catalog' }),
  readable(routePaths.mcp, 'the MCP tool server (stateless Streamable HTTP)', { methods: ['POST', 'OPTIONS'] }),
  readable('/mcp/server-card', 'the MCP server manifest'),
  readable(routePaths.mcpServerCard, 'the MCP server manifest', { rewriteTo: '/mcp/server-card' }),
  readable(routePaths.openapi, 'the OpenAPI 3.1 description'),
  readable('/.well-known/openapi.json', 'the OpenAPI 3.1 description', { rewriteTo: routePaths.openapi }),
  readable(routePaths.llmsTxt, 'the llmstxt.org index'),
  readable(routePaths.llmsFullTxt, 'every page in one file'),
  readable(routePaths.agentsMd, 'the rules of the road for agents'),
  { pattern: '/og/:slug', serves: "a page's social image", proxy: false, cors: false, methods: PAGE },
  { pattern: '/og/items/:slug', serves: "an item's social image, with its verdict", proxy: false, cors: false, methods: PAGE },
  { pattern: '/robots.txt', serves: 'for crawlers', proxy: false, cors: false, methods: PAGE },
  { pattern: routePaths.sitemap, serves: 'for crawlers', proxy: false, cors: false, methods: PAGE },
  { pattern: routePaths.surveyChallenge, serves: "the survey's proof-of-work challenge (same origin)", proxy: false, cors: false, methods: ['GET'] },
  { pattern: routePaths.surveySubmit, serves: "the survey form's answer (same origin)", proxy: false, cors: false, methods: ['POST'] },
  { pattern: routePaths.surveyWorker, serves: "the survey's proof-of-work solver", proxy: false, cors: false, methods: PAGE },
  { pattern: '/favicon.svg', serves: 'the icon', proxy: false, cors: false, methods: PAGE, publicFile: true },
  { pattern: '/diagrams/:name', serves: "the guides' diagrams (SVG)", proxy: false, cors: false, methods: PAGE, publicFile: true },
  // What the open issues add, named as they name it: hot paths all, read-only, open to other origins.
  page(routePaths.items, 'every item by category, filtered by ?q= or as you type; rendered per request with its own script nonce', true),
  page('/items/:slug/', "one item's verdict, for the place in ?from= first; rendered per request with its own script nonce", true),
  readable('/items/:slug/index.md', "an item's verdicts in Markdown, as get_page returns them"),
  page(routePaths.airlines, 'the airline allowances side by side, filtered and sorted by its GET form; rendered per request with its own script nonce', true),
  page('/airlines/:code/', "one airline's allowances, fare by fare, with their sources"),
  readable('/airlines/:code/index.md', "an airline's allowances in Markdown"),

  { ...page('/checklist/', 'a packing list built for the trip (a GET form)'), plannedIn: 41 },
  readable('/api/checklist', 'a packing list built for the trip', { plannedIn: 41 }),
];

/** The routes served now. */
export const builtRoutes = (): Route[] => ROUTES.filter((route) => route.plannedIn === undefined);

/** next.config.ts's CORS rules: every cross-origin readable route that is built. */
export const crossOriginReadablePatterns = (): RoutePattern[] => builtRoutes().filter((route) => route.cors).map((route) => route.pattern);
