import type { RawReply, RawRequest } from './raw-http';

/**
 * The three 500s that Next.js 16.4.5 `next start` produces before any code of the app runs, reproduced
 * on a fresh app with one route handler (issue 9 report, "Next-internal"): nothing in the project can
 * prevent them. Each is excluded from the fuzz by exactly its request shape, and counted.
 *
 * - TRACE to a route handler: NextRequestAdapter.fromNodeNextRequest (server/web/spec-extension/adapters/
 *   next-request.js) builds a `Request` with method TRACE, which undici refuses ("'TRACE' HTTP method is
 *   unsupported"). `curl -X TRACE http://127.0.0.1:3000/api/hello` → 500.
 * - The request target `*` (RFC 9112 §3.2.4, asterisk-form): router-server.js parses it as a URL path,
 *   throws ERR_INVALID_URL, and then fails again rendering /500. `curl --request-target '*' http://127.0.0.1:3000/` → 500.
 * - What Next takes for a Server Action (a POST with `rsc: 1` and a `next-action` header or a form body)
 *   to a path that is not a page, `.rsc`/`.segments` URLs included: the action handler gets Next's own
 *   text/plain 404 and fails "Invariant: Expected RSC response, got text/plain. This is a bug in Next.js."
 *   `curl -X POST -H 'rsc: 1' -H 'next-action: x' http://127.0.0.1:3000/a/b` → 500, and the same with
 *   `-H 'content-type: application/x-www-form-urlencoded' --data a=1` instead of `next-action`.
 */
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)/;

function looksLikeServerAction({ method, headers }: RawRequest): boolean {
  const actionOrForm = 'next-action' in headers || FORM_TYPES.test(headers['content-type'] ?? '');
  return method === 'POST' && 'rsc' in headers && actionOrForm;
}

export function isKnownNextInternal500(request: RawRequest, reply: RawReply): boolean {
  if (reply.status !== 500) return false;
  return request.method === 'TRACE' || request.target === '*' || looksLikeServerAction(request);
}
