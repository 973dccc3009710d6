/**
 * Site-relative paths of the fixed routes and of pages. Free of dependencies so that browser code and
 * the proxy can use them; urls.ts makes them absolute.
 */
export const routePaths = {
  home: '/',
  guides: '/#guides',
  api: '/api/',
  pagesIndex: '/api/pages.json',
  search: '/api/search',
  changesApi: '/api/changes.json',
  items: '/items/',
  itemsApi: '/api/items.json',
  itemsCsv: '/api/items.csv',
  airlines: '/airlines/',
  airlinesApi: '/api/airlines.json',
  changesJsonFeed: '/changes.json',
  changesAtomFeed: '/changes.atom',
  openapi: '/openapi.json',
  developers: '/developers/',
  errorDocs: '/developers/#errors',
  mcp: '/mcp',
  mcpServerCard: '/.well-known/mcp.json',
  apiCatalog: '/.well-known/api-catalog',
  llmsTxt: '/llms.txt',
  llmsFullTxt: '/llms-full.txt',
  agentsMd: '/agents.md',
  sitemap: '/sitemap.xml',
  searchPage: '/search/',
  searchMarkdown: '/search/index.md',
  survey: '/survey/',
  surveyChallenge: '/survey/challenge',
  surveySubmit: '/survey/submit',
  surveyWorker: '/survey/altcha-worker.js',
  surveyThanks: '/survey/thanks/',
  surveyResults: '/survey-results/',
} as const;

/** The homepage is the page whose slug is empty. */
export const HOME_SLUG = '';

export function pagePath(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}/`;
}

/** Every HTML page has its Markdown mirror at `<page path>index.md` (spec §4.3, §4.4). */
export function markdownPath(slug: string): string {
  return `${pagePath(slug)}index.md`;
}

/** An item's page: `/items/<slug>/`. */
export function itemPagePath(slug: string): string {
  return `/items/${slug}/`;
}

/** An item's Markdown mirror: `/items/<slug>/index.md`. */
export function itemMarkdownPath(slug: string): string {
  return `${itemPagePath(slug)}index.md`;
}

/** An item of the catalogue in the API: `/api/items/<slug>`. */
export function itemApiPath(slug: string): string {
  return `${routePaths.itemsApi.replace(/\.json$/, '')}/${slug}`;
}

/** An airline's allowances in the API: `/api/airlines/<IATA code>`. */
export function airlineApiPath(code: string): string {
  return `${routePaths.airlinesApi.replace(/\.json$/, '')}/${code}`;
}

/** An airline's page, by its IATA code in lowercase: `/airlines/fr/`. */
export function airlinePagePath(code: string): string {
  return `${routePaths.airlines}${code.toLowerCase()}/`;
}

/** An airline's Markdown mirror: `/airlines/fr/index.md`. */
export function airlineMarkdownPath(code: string): string {
  return `${airlinePagePath(code)}index.md`;
}
