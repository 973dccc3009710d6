import { readOnlyRoute } from './read-only-route';
import { MARKDOWN_TYPE } from './media-types';
import { representation } from './representation';
import { respond } from './respond';
import { lazy } from '@/lib/lazy';
import { allPages } from '@/lib/content/catalogue';
import { markdownMirror, markdownNotFound } from '@/lib/content/markdown-mirror';

const mirrors = new Map(
  allPages().map((page) => [page.slug, lazy(() => representation(markdownMirror(page), MARKDOWN_TYPE))]),
);

// Page URLs answer with this Markdown too when the client prefers it (next.config.ts rewrites them here).
const negotiated = { Vary: 'Accept' };

/**
 * The exports of a Markdown mirror route (spec §4.3–4.4): the page's mirror, or a Markdown 404 that
 * points to the page index. `slugOf` reads the slug from the route's own context.
 */
export function markdownMirrorRoute<Context>(slugOf: (context: Context) => Promise<string>) {
  return readOnlyRoute(async (request: Request, context: Context) => {
    const slug = await slugOf(context);
    const mirror = mirrors.get(slug);
    if (!mirror) {
      return respond(request, representation(markdownNotFound(slug), MARKDOWN_TYPE), { status: 404, headers: negotiated });
    }
    return respond(request, mirror(), { headers: negotiated });
  });
}
