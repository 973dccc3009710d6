import type { NextFetchEvent, NextRequest } from 'next/server';
import { RESULTS_CACHE_CONTROL, RESULTS_TTL_MS, storedAnswersSoFar } from './results-freshness';
import { contentSecurityPolicy, inlineScriptHashes } from '@/lib/http/content-security-policy';
import { HTML_TYPE } from '@/lib/http/media-types';
import { representation, type Representation } from '@/lib/http/representation';
import { respond } from '@/lib/http/respond';
import { routePaths } from '@/lib/site/route-paths';

/**
 * Asks for the results page rendered now rather than the copy. Anyone may send it and gets what every
 * request got before the copy existed: the page rendered for it alone, with its own nonce. Only the
 * proxy's own request fills the copy, so a client cannot put anything into it.
 */
export const RENDER_NOW_HEADER = 'x-packwise-render-now';

/** Far above a render (tens of milliseconds); a render slower than this is not worth keeping. */
const RENDER_TIMEOUT_MS = 10_000;

/** The page as rendered once, with the policy that lets exactly its inline scripts run. */
type PageCopy = { page: Representation; policy: string; vary: string; renderedAt: number; stored: number };
const state: { copy?: PageCopy; rendering?: Promise<void> } = {};

/**
 * A plain page load, with no query, which the page does not read and the copy was not rendered with.
 * Next's client router, which asks for the page's data instead, never reaches the proxy here: the
 * proxy's matcher leaves out requests with an `RSC` header, which Next hides from the proxy itself.
 */
function isPageLoad(request: NextRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && request.nextUrl.search === '' && !request.headers.has(RENDER_NOW_HEADER);
}

function isCurrent(copy: PageCopy | undefined, now: number): copy is PageCopy {
  return copy !== undefined && copy.stored === storedAnswersSoFar() && now - copy.renderedAt < RESULTS_TTL_MS;
}

/**
 * Where this server can be asked for the page, never from the request's Host, which a client writes:
 * `next start` says where it listens, and a Vercel deployment has an address of its own, which
 * Deployment Protection guards unless the project's automation bypass secret comes with the request.
 */
function renderTarget(env = process.env): { origin: string; headers: Record<string, string> } | undefined {
  if (env.__NEXT_PRIVATE_ORIGIN) return { origin: env.__NEXT_PRIVATE_ORIGIN, headers: {} };
  if (!env.VERCEL_URL) return undefined;
  const bypass = env.VERCEL_AUTOMATION_BYPASS_SECRET;
  return { origin: `https://${env.VERCEL_URL}`, headers: bypass ? { 'x-vercel-protection-bypass': bypass } : {} };
}

/** Renders the page as a browser would ask for it, and keeps it with the hashes of its inline scripts in place of its nonce. */
async function renderCopy(): Promise<void> {
  const target = renderTarget();
  if (!target) return;
  const renderedAt = Date.now();
  const stored = storedAnswersSoFar();
  const response = await fetch(new URL(routePaths.surveyResults, target.origin), {
    headers: { ...target.headers, [RENDER_NOW_HEADER]: '1' },
    cache: 'no-store',
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
  });
  const html = await response.text();
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html') || storedAnswersSoFar() !== stored) return;
  const policy = contentSecurityPolicy(inlineScriptHashes(html));
  state.copy = { page: representation(html, HTML_TYPE), policy, vary: response.headers.get('vary') ?? '', renderedAt, stored };
}

/**
 * The survey results page from this process's copy, rendered at most once per RESULTS_TTL_MS and again
 * as soon as this process stores an answer: the results change only with a release, and rendering the
 * page per request (for a fresh nonce) ran at a tenth of a guide's speed. Undefined when there is no
 * current copy: the request is then rendered as before, while the copy is renewed in the background
 * (if the server cannot reach itself, as a protected Vercel preview without a bypass secret, every
 * request is).
 */
export function resultsPageCopy(request: NextRequest, event: NextFetchEvent): Response | undefined {
  if (!isPageLoad(request)) return undefined;
  const { copy } = state;
  if (isCurrent(copy, Date.now())) {
    return respond(request, copy.page, { headers: { 'Content-Security-Policy': copy.policy, 'Cache-Control': RESULTS_CACHE_CONTROL, Vary: copy.vary }, crossOrigin: false });
  }
  state.rendering ??= renderCopy()
    .catch(() => undefined)
    .finally(() => (state.rendering = undefined));
  event.waitUntil(state.rendering);
  return undefined;
}
