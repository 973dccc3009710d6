import { absoluteUrl, routePaths } from '@/lib/site/urls';

/** The homepage's `Link` header (RFC 8288): where agents find llms.txt, the API catalog and the MCP manifest. */
export function homepageLinkHeader(): string {
  return [
    `<${absoluteUrl(routePaths.llmsTxt)}>; rel="describedby"; type="text/plain"`,
    `<${absoluteUrl(routePaths.apiCatalog)}>; rel="api-catalog"`,
    `<${absoluteUrl(routePaths.mcpServerCard)}>; rel="service-desc"; type="application/json"`,
  ].join(', ');
}
