import { NextResponse, type NextRequest } from 'next/server';
import { contentSecurityPolicy } from './content-security-policy';

/**
 * The pages rendered per request cannot have their inline scripts hashed at build time: each response
 * gets a fresh nonce, which Next.js reads from the request's Content-Security-Policy and puts on every
 * script it renders.
 */
export function withScriptNonce(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = contentSecurityPolicy([`'nonce-${nonce}'`]);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
