import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from '@/lib/http/content-security-policy';

/**
 * The search page (its results depend on `q`) and the survey results (read from the survey's store)
 * are the pages rendered per request, so their inline scripts cannot be hashed at build time: each
 * response gets a fresh nonce, which Next.js reads from the request's Content-Security-Policy and puts
 * on every script it renders. Static pages, the survey form included, never reach this proxy.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = contentSecurityPolicy([`'nonce-${nonce}'`]);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = { matcher: ['/search/', '/survey-results/'] };
