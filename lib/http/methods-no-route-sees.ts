import { methodNotAllowedResponse } from './read-only-route';

/**
 * The methods Next.js hands to a route handler. Any other (QUERY, PROPFIND, PURGE…) never reaches a
 * route: Next answers it with an empty 400 without CORS (isHTTPMethod in next/dist/server/web/http.js).
 */
const ROUTE_HANDLER_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The API's own 405 for a method no route handler can be given; undefined for the methods routes answer themselves. */
export function refuseMethodNoRouteSees(method: string): Response | undefined {
  return ROUTE_HANDLER_METHODS.has(method) ? undefined : methodNotAllowedResponse(method);
}
