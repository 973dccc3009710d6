import { readOnlyRoute } from './read-only-route';
import { MARKDOWN_TYPE } from './media-types';
import { representation, type Representation } from './representation';
import { respond } from './respond';
import { lazy } from '@/lib/lazy';
import { allPages, pageBySlug } from '@/lib/content/catalogue';
import { markdownMirror, markdownNotFound } from '@/lib/content/markdown-mirror';
import { unknownSectionMessage } from '@/lib/content/page-reading';
import { pageSectionMarkdown } from '@/lib/content/page-sections';

const pageMirrors = new Map(
  allPages().map((page) => [page.slug, lazy(() => representation(markdownMirror(page), MARKDOWN_TYPE))]),
);

// Page URLs answer with this Markdown too when the client prefers it (next.config.ts rewrites them here).
const negotiated = { Vary: 'Accept' };

/**
 * Where a Markdown route finds its documents: the mirror of a slug, given the request's query, or
 * undefined; and the Markdown 404 for what it lacks.
 */
export type MarkdownDocuments = {
  mirror: (slug: string, query: URLSearchParams) => Representation | undefined;
  notFound: (slug: string, query: URLSearchParams) => string;
};

/** The exports of a route that serves Markdown by slug: the slug's mirror, or a Markdown 404 saying where the real ones are listed. */
export function markdownRoute<Context>(slugOf: (context: Context) => Promise<string>, documents: MarkdownDocuments) {
  return readOnlyRoute(async (request: Request, context: Context) => {
    const slug = await slugOf(context);
    const query = new URL(request.url).searchParams;
    const mirror = documents.mirror(slug, query);
    if (!mirror) {
      return respond(request, representation(documents.notFound(slug, query), MARKDOWN_TYPE), { status: 404, headers: negotiated });
    }
    return respond(request, mirror, { headers: negotiated });
  });
}

const sectionMirrors = new Map<string, Representation>();

/** One section of a page's mirror (`?section=`), rendered once per section and process; undefined for a section the page lacks. */
function sectionMirror(slug: string, section: string): Representation | undefined {
  const key = `${slug}#${section.toLowerCase()}`;
  const page = pageBySlug(slug);
  if (!sectionMirrors.has(key)) {
    const markdown = page && pageSectionMarkdown(page, section);
    if (markdown === undefined) return undefined;
    sectionMirrors.set(key, representation(markdown, MARKDOWN_TYPE));
  }
  return sectionMirrors.get(key);
}

/**
 * The exports of a page's Markdown mirror route (spec §4.3–4.4): the page's mirror, or with
 * `?section=<id>` one section of it (the ids of its headings, `faq`, and each FAQ entry's); or a
 * Markdown 404 that points to the page index, or lists the page's sections. `slugOf` reads the slug
 * from the route's own context.
 */
export function markdownMirrorRoute<Context>(slugOf: (context: Context) => Promise<string>) {
  return markdownRoute(slugOf, {
    mirror: (slug, query) => {
      const section = query.get('section');
      return section === null ? pageMirrors.get(slug)?.() : sectionMirror(slug, section);
    },
    notFound: (slug, query) => {
      const page = pageBySlug(slug);
      const section = query.get('section');
      return page && section !== null ? `# Section not found\n\n${unknownSectionMessage(page, section)}\n` : markdownNotFound(slug);
    },
  });
}
