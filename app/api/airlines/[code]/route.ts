import { airlineDetail } from '@/lib/airlines/airline-api';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { respond, respondWithApiError } from '@/lib/http/respond';
import { routePaths } from '@/lib/site/urls';

/** GET /api/airlines/{code}: one airline's allowances, or `unknown_airline`. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(async (request: Request, { params }: { params: Promise<{ code: string }> }) => {
  const { code } = await params;
  const detail = airlineDetail(code);
  if (!detail) return respondWithApiError(request, 'unknown_airline', `No airline has the IATA code “${code.slice(0, 10)}”: ${routePaths.airlinesApi} lists every airline, and the MCP tool check_bag compares a bag against them.`);
  return respond(request, jsonRepresentation(detail));
});
