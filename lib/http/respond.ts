import fresh from 'fresh';
import { jsonRepresentation, type Representation } from './representation';
import { BUILD_DATA_CACHE_CONTROL, CORS_HEADERS } from './response-headers';
import { apiError, apiErrorCodes, type ApiErrorCode } from '@/lib/api/api-errors';
import { ApiErrorSchema } from '@/lib/api/schemas';

/** `crossOrigin: false` for a page, which other origins do not read (lib/site/route-table.ts). */
type RespondOptions = { status?: number; headers?: Record<string, string>; crossOrigin?: boolean };

/**
 * True when the client's cached copy (If-None-Match) is still this representation (RFC 9110 §13.1.2).
 * The request's Cache-Control is deliberately not passed on: fetch() adds `no-cache` to every request
 * that sets If-None-Match by hand, and `fresh` would then never allow a 304.
 */
function clientHasCurrentCopy(request: Request, current: Representation): boolean {
  return fresh({ 'if-none-match': request.headers.get('if-none-match') ?? undefined }, { etag: current.etag });
}

/**
 * The one place HTTP manners live: CORS, caching, a strong ETag, 304 for a matching
 * If-None-Match, and no body for HEAD. Next 16 route handlers do none of this on their own.
 */
export function respond(request: Request, current: Representation, options: RespondOptions = {}): Response {
  const status = options.status ?? 200;
  const headers = representationHeaders(current, options.headers, options.crossOrigin);
  if (status === 200 && clientHasCurrentCopy(request, current)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : current.body, { status, headers });
}

function representationHeaders(current: Representation, extra?: Record<string, string>, crossOrigin = true): Record<string, string> {
  return {
    ...(crossOrigin ? CORS_HEADERS : {}),
    'Cache-Control': BUILD_DATA_CACHE_CONTROL,
    'Content-Type': current.contentType,
    ETag: current.etag,
    ...extra,
  };
}

function apiErrorBody(code: ApiErrorCode, message: string): Representation {
  return jsonRepresentation(ApiErrorSchema.parse(apiError(code, message)));
}

/** An Error body (spec §2) with the status its code is documented with. */
export function respondWithApiError(
  request: Request,
  code: ApiErrorCode,
  message: string,
  headers?: Record<string, string>,
): Response {
  return respond(request, apiErrorBody(code, message), { status: apiErrorCodes[code].status, headers });
}

/** The same Error reply for a request that must not be read, and that is never a HEAD. */
export function apiErrorResponse(code: ApiErrorCode, message: string, headers?: Record<string, string>): Response {
  const body = apiErrorBody(code, message);
  return new Response(body.body, { status: apiErrorCodes[code].status, headers: representationHeaders(body, headers) });
}
