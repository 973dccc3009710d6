import { siteUrl } from './site-url';

/** Site-relative paths of the fixed routes. Page paths come from `pagePath`. */
export const routePaths = {
  home: '/',
  pagesIndex: '/api/pages.json',
  search: '/api/search',
  openapi: '/openapi.json',
  openapiWellKnown: '/.well-known/openapi.json',
  developers: '/developers/',
  mcp: '/mcp',
  mcpServerCard: '/.well-known/mcp.json',
  apiCatalog: '/.well-known/api-catalog',
  llmsTxt: '/llms.txt',
  llmsFullTxt: '/llms-full.txt',
  agentsMd: '/agents.md',
  sitemap: '/sitemap.xml',
  searchPage: '/search/',
  survey: '/survey/',
  errorDocs: '/developers/#errors',
} as const;

/** The homepage is the page whose slug is empty. */
export const HOME_SLUG = '';

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path}`;
}

export function pagePath(slug: string): string {
  return slug === HOME_SLUG ? '/' : `/${slug}/`;
}

/** Every HTML page has its Markdown mirror at `<page path>index.md` (spec §4.3, §4.4). */
export function markdownPath(slug: string): string {
  return `${pagePath(slug)}index.md`;
}

/** The generated social card of a page (OpenGraph and Twitter); the homepage's is `/og/index`. */
export function socialImagePath(slug: string): string {
  return `/og/${slug === HOME_SLUG ? 'index' : slug}`;
}
