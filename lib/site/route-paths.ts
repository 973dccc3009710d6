/**
 * Site-relative paths of the fixed routes. Free of dependencies so that browser code can use them;
 * page paths come from `pagePath` in urls.ts.
 */
export const routePaths = {
  home: '/',
  guides: '/#guides',
  api: '/api/',
  pagesIndex: '/api/pages.json',
  search: '/api/search',
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
  survey: '/survey/',
  surveyChallenge: '/survey/challenge',
  surveySubmit: '/survey/submit',
  surveyWorker: '/survey/altcha-worker.js',
  surveyThanks: '/survey/thanks/',
  surveyResults: '/survey-results/',
} as const;
