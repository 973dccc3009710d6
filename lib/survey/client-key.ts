import { createHmac } from 'node:crypto';

/**
 * The rate limit's key for a client: an HMAC of its address with the secret and today's UTC date,
 * so the key changes every day and the address itself is never stored. The address comes from
 * X-Forwarded-For, which Vercel (and any reverse proxy in front of `next start`) sets; Next.js
 * fills it from the socket when a request arrives without one.
 */
export function clientKey(headers: Headers, secret: string, now = new Date()): string {
  const address = headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
  const day = now.toISOString().slice(0, 10);
  return createHmac('sha256', secret).update(`${day}\n${address}`).digest('base64url');
}
