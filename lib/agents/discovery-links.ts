import { absoluteUrl, routePaths } from '../site/urls';

/** RFC 9727 §3: the link relation that names the API catalog. */
export function apiCatalogLink(): string {
  return `<${absoluteUrl(routePaths.apiCatalog)}>; rel="api-catalog"`;
}

/** The homepage's `Link` header (RFC 8288): where agents find llms.txt, the API catalog and the MCP manifest. */
export function homepageLinkHeader(): string {
  return [
    `<${absoluteUrl(routePaths.llmsTxt)}>; rel="describedby"; type="text/plain"`,
    apiCatalogLink(),
    `<${absoluteUrl(routePaths.mcpServerCard)}>; rel="service-desc"; type="application/json"`,
  ].join(', ');
}
