import { missingPageResponse, searchResponse } from '@/lib/api/search-response';
import { parseSearchRequest } from '@/lib/api/search-request';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { respond, respondWithApiError } from '@/lib/http/respond';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) => {
  const parsed = parseSearchRequest(new URL(request.url).searchParams);
  if (!parsed.ok) return respondWithApiError(request, parsed.code, parsed.message);
  const response = parsed.purpose === 'missing_page' ? missingPageResponse(parsed.query) : searchResponse(parsed.query, parsed.kinds);
  return respond(request, jsonRepresentation(response));
});
