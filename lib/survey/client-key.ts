import { createHmac } from 'node:crypto';

type Env = Record<string, string | undefined>;

/**
 * How many reverse proxies in front of `next start` append the address they saw to X-Forwarded-For:
 * TRUST_PROXY=1 for one nginx or Caddy, 2 for a CDN in front of it ("true" means 1). Unset, 0 or
 * anything else: none, and X-Forwarded-For is not believed.
 */
export function trustedProxies(env: Env = process.env): number {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (value === 'true') return 1;
  return /^\d{1,2}$/.test(value) ? Number(value) : 0;
}

const entries = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The client's address where something the client cannot forge says it, else undefined.
 * - On Vercel, x-vercel-forwarded-for: Vercel's edge sets it to the client's public address and
 *   overwrites whatever the client sent (Vercel docs, "Request headers").
 * - Behind TRUST_PROXY proxies, the entry the outermost trusted proxy appended: counting from the
 *   right, as everything to its left came from the client.
 * - On a bare `next start`, nothing: Next.js keeps a client's own X-Forwarded-For (it fills the
 *   header from the socket only when it is absent) and gives route handlers no socket address.
 */
export function clientAddress(headers: Headers, env: Env = process.env): string | undefined {
  if (env.VERCEL) return entries(headers.get('x-vercel-forwarded-for'))[0];
  const hops = trustedProxies(env);
  if (hops === 0) return undefined;
  const chain = entries(headers.get('x-forwarded-for'));
  return chain[Math.max(0, chain.length - hops)];
}

/**
 * The rate limit's key for a client: an HMAC of its address with the secret and today's UTC date,
 * so the key changes every day and the address itself is never stored.
 *
 * Clients without a trustworthy address share one bucket (the empty string, which no real address
 * is): on a local, single-user server that is the truth, and anywhere else it keeps the limit
 * honest, since a bot cannot escape it by making up addresses, at the price of every traveler
 * sharing it. A public server therefore sits behind a proxy and sets TRUST_PROXY.
 */
export function clientKey(headers: Headers, secret: string, now = new Date(), env: Env = process.env): string {
  const address = clientAddress(headers, env) ?? '';
  const day = now.toISOString().slice(0, 10);
  return createHmac('sha256', secret).update(`${day}\n${address}`).digest('base64url');
}
