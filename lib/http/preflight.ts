import { corsHeaders } from './response-headers';

type PreflightPolicy = { methods: string; allowHeaders: string; exposeHeaders: string };

/** A CORS preflight answer (204): Next's automatic OPTIONS answer carries no CORS headers. */
export function preflightResponse({ methods, allowHeaders, exposeHeaders }: PreflightPolicy): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(exposeHeaders),
      Allow: methods,
      'Access-Control-Allow-Methods': methods,
      'Access-Control-Allow-Headers': allowHeaders,
      'Access-Control-Max-Age': '86400',
    },
  });
}
