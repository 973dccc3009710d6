import { siteUrl } from '@/lib/site/site-url';
import { trustedProxies } from './client-key';

type Env = Record<string, string | undefined>;

/** The first entry of a header a proxy may have written as a list: the one the outermost proxy set. */
const firstEntry = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/** `scheme://host[:port]` as browsers serialise it, or undefined for anything that is not an origin. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin this request was sent to, as far as it can be believed.
 * - Behind TRUST_PROXY proxies, or Vercel's edge: X-Forwarded-Proto and X-Forwarded-Host, which the
 *   proxy sets (the README's nginx lines; Caddy and Vercel by default), else the Host it passed on.
 *   On Vercel this is how a preview deployment, whose address is not SITE_URL's, takes answers.
 * - On a bare `next start`: http (it speaks no TLS) and Host. Forwarded headers are the client's own
 *   word here, and Next.js fills them in from Host when they are absent.
 */
function requestOrigin(headers: Headers, env: Env): string | undefined {
  const host = headers.get('host');
  if (!env.VERCEL && trustedProxies(env) === 0) return host ? originOf(`http://${host}`) : undefined;
  const forwardedHost = firstEntry(headers.get('x-forwarded-host')) ?? host;
  const scheme = firstEntry(headers.get('x-forwarded-proto'))?.toLowerCase() ?? 'http';
  if (!forwardedHost || (scheme !== 'http' && scheme !== 'https')) return undefined;
  return originOf(`${scheme}://${forwardedHost}`);
}

/**
 * Same origin only: browsers send Origin on every POST and Sec-Fetch-Site on every request; a page
 * elsewhere that posts here shows its own origin, and no CORS header ever lets its scripts read the
 * reply. The Origin must be exactly a serialised origin (no path, no user info, no trailing slash:
 * no browser sends those) equal in scheme, host and port to the site's public address (SITE_URL)
 * or to the address the request was sent to.
 */
export function isSameOrigin(headers: Headers, publicUrl: string = siteUrl, env: Env = process.env): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (!origin || originOf(origin) !== origin) return false;
  return origin === originOf(publicUrl) || origin === requestOrigin(headers, env);
}
