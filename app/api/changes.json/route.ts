import { listChanges, parseChangeFilters } from '@/lib/changes/change-list';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { respond, respondWithApiError } from '@/lib/http/respond';

const FILTERS = ['since', 'scope', 'kind', 'limit'] as const;

/** GET /api/changes.json: what changed, filtered by `since`, `scope`, `kind` and `limit` (all optional). Other parameters are ignored. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) => {
  const params = new URL(request.url).searchParams;
  const repeated = FILTERS.find((name) => params.getAll(name).length > 1);
  if (repeated) return respondWithApiError(request, 'repeated_parameter', `Send ${repeated} once; this request has it ${params.getAll(repeated).length} times.`);
  const parsed = parseChangeFilters({ since: params.get('since'), scope: params.get('scope'), kind: params.get('kind'), limit: params.get('limit') });
  if (!parsed.ok) return respondWithApiError(request, parsed.code, parsed.message);
  return respond(request, jsonRepresentation(listChanges(parsed.filters)));
});
