import { routePaths } from '@/lib/site/urls';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { respondWithApiError } from '@/lib/http/respond';

/** Unknown API paths, and /api/ itself, get a JSON Error, not the HTML 404 page. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) =>
  respondWithApiError(
    request,
    'not_found',
    `There is no API endpoint here. The endpoints are ${routePaths.pagesIndex}, ${routePaths.search}?q=…, ${routePaths.changesApi} and ${routePaths.itemsApi}; ${routePaths.openapi} describes them.`,
  ),
);
