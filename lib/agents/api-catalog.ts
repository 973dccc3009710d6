import { absoluteUrl, routePaths } from '@/lib/site/urls';

export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** GET /.well-known/api-catalog (RFC 9727): a linkset (RFC 9264) of the two APIs and their descriptions. */
export function apiCatalog() {
  const developers = [{ href: absoluteUrl(routePaths.developers), type: 'text/html' }];
  return {
    linkset: [
      {
        anchor: absoluteUrl(routePaths.api),
        'service-desc': [{ href: absoluteUrl(routePaths.openapi), type: 'application/vnd.oai.openapi+json;version=3.1' }],
        'service-doc': developers,
      },
      {
        anchor: absoluteUrl(routePaths.mcp),
        'service-desc': [{ href: absoluteUrl(routePaths.mcpServerCard), type: 'application/json' }],
        'service-doc': developers,
      },
    ],
  };
}
