import { preflightResponse } from './preflight';
import type { Representation } from './representation';
import { apiErrorResponse, respond } from './respond';
import { API_EXPOSED_HEADERS, READ_ONLY_METHODS } from './response-headers';
import { lazy } from '@/lib/lazy';

type GetHandler<RouteArguments extends unknown[]> = (
  request: Request,
  ...routeArguments: RouteArguments
) => Response | Promise<Response>;

function preflight(): Response {
  return preflightResponse({ methods: READ_ONLY_METHODS, allowHeaders: '*', exposeHeaders: API_EXPOSED_HEADERS });
}

/**
 * Next's automatic 405 has no Allow header, no CORS and no body. This one is built from the method's
 * name, without reading the request: a force-static route is handed a guarded Request whose every
 * property throws on Node 24 ("Cannot read private member #state": undici's private fields behind
 * Next's Proxy), and a 500 would follow.
 */
function methodNotAllowed(method: string): (_request: Request) => Response {
  return () => apiErrorResponse('method_not_allowed', `${method} is not supported: this API is read-only. Use GET or HEAD.`, { Allow: READ_ONLY_METHODS });
}

/**
 * All the exports of a read-only route: GET and HEAD share the handler, OPTIONS answers
 * CORS preflights, and every method that would write gets a 405 with `Allow`.
 */
export function readOnlyRoute<RouteArguments extends unknown[]>(get: GetHandler<RouteArguments>) {
  return {
    GET: get,
    HEAD: get,
    OPTIONS: preflight,
    POST: methodNotAllowed('POST'),
    PUT: methodNotAllowed('PUT'),
    PATCH: methodNotAllowed('PATCH'),
    DELETE: methodNotAllowed('DELETE'),
  };
}

/**
 * A read-only route serving one document that is fixed at build time: built on first request,
 * then served from memory with its ETag.
 */
export function documentRoute(build: () => Representation, headers?: Record<string, string>) {
  const document = lazy(build);
  return readOnlyRoute((request) => respond(request, document(), { headers }));
}
