import { API_CATALOG_TYPE, apiCatalog } from '@/lib/agents/api-catalog';
import { apiCatalogLink } from '@/lib/agents/discovery-links';
import { documentRoute } from '@/lib/http/read-only-route';
import { representation } from '@/lib/http/representation';

/** Served at /.well-known/api-catalog through a rewrite; RFC 9727 §4 asks for the Link header on HEAD too. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(
  () => representation(JSON.stringify(apiCatalog()), API_CATALOG_TYPE),
  { Link: apiCatalogLink() },
);
