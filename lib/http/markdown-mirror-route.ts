import { readOnlyRoute } from './read-only-route';
import { MARKDOWN_TYPE } from './media-types';
import { representation, type Representation } from './representation';
import { respond } from './respond';
import { lazy } from '@/lib/lazy';
import { allPages } from '@/lib/content/catalogue';
import { markdownMirror, markdownNotFound } from '@/lib/content/markdown-mirror';

const pageMirrors = new Map(
  allPages().map((page) => [page.slug, lazy(() => representation(markdownMirror(page), MARKDOWN_TYPE))]),
);

// Page URLs answer with this Markdown too when the client prefers it (next.config.ts rewrites them here).
const negotiated = { Vary: 'Accept' };

/** Where a Markdown route finds its documents: the mirror of a slug, or undefined, and the Markdown 404 for a slug it lacks. */
export type MarkdownDocuments = {
  mirror: (slug: string) => Representation | undefined;
  notFound: (slug: string) => string;
};

/** The exports of a route that serves Markdown by slug: the slug's mirror, or a Markdown 404 saying where the real ones are listed. */
export function markdownRoute<Context>(slugOf: (context: Context) => Promise<string>, documents: MarkdownDocuments) {
  return readOnlyRoute(async (request: Request, context: Context) => {
    const slug = await slugOf(context);
    const mirror = documents.mirror(slug);
    if (!mirror) {
      return respond(request, representation(documents.notFound(slug), MARKDOWN_TYPE), { status: 404, headers: negotiated });
    }
    return respond(request, mirror, { headers: negotiated });
  });
}

/**
 * The exports of a page's Markdown mirror route (spec §4.3–4.4): the page's mirror, or a Markdown 404 that
 * points to the page index. `slugOf` reads the slug from the route's own context.
 */
export function markdownMirrorRoute<Context>(slugOf: (context: Context) => Promise<string>) {
  return markdownRoute(slugOf, { mirror: (slug) => pageMirrors.get(slug)?.(), notFound: markdownNotFound });
}
