import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

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

/** The rate limit's memory is kept in slots of this length: no stored time is finer. */
export const RATE_LIMIT_SLOT_MS = 10 * 60 * 1000;
/** The limit counts the answers of the last hour. */
export const RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/**
 * The group of addresses that shares one allowance, in one spelling: an IPv4 address as itself
 * (IPv4-mapped IPv6 included), an IPv6 address as its /64, which one household or phone usually
 * holds whole (RFC 6177), so that stepping through its 2^64 addresses gains nothing. Clients without
 * a trustworthy address share the empty string, which no real address is: on a local, single-user
 * server that is the truth, and anywhere else it keeps the limit honest, since a bot cannot escape
 * it by making up addresses.
 */
export function clientGroup(address: string | undefined): string {
  if (!address) return '';
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return bare.toLowerCase();
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toRFC5952String()}/64`;
}

/** What the store needs to check and spend a client's allowance: keys only, never the address. */
export type RateLimitKeys = {
  /** The key this answer is recorded under, and when the record ends (the end of its slot plus an hour). */
  spend: { key: string; expiresAt: Date };
  /** The keys of every slot whose records may still be alive now: this one and the six before it. */
  live: string[];
};

const slotKey = (secret: string, group: string, slot: number) =>
  createHmac('sha256', secret).update(`${new Date(slot * RATE_LIMIT_SLOT_MS).toISOString()}\n${group}`).digest('base64url');

/**
 * The rate limit's keys for a client: an HMAC of its address group with a secret that is never
 * stored in the database (lib/survey/rate-limit-secret.ts) and the 10-minute slot, so the address is
 * never stored, a key is never reused after its slot, and without the secret a copy of the database
 * cannot test candidate addresses against the keys.
 */
export function rateLimitKeys(headers: Headers, secret: string, now = Date.now(), env: Env = process.env): RateLimitKeys {
  const group = clientGroup(clientAddress(headers, env));
  const slot = Math.floor(now / RATE_LIMIT_SLOT_MS);
  const slotsAlive = RATE_LIMIT_WINDOW_MS / RATE_LIMIT_SLOT_MS;
  return {
    spend: { key: slotKey(secret, group, slot), expiresAt: new Date((slot + 1) * RATE_LIMIT_SLOT_MS + RATE_LIMIT_WINDOW_MS) },
    live: Array.from({ length: slotsAlive + 1 }, (_, back) => slotKey(secret, group, slot - back)),
  };
}
