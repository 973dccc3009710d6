import { lazy } from '@/lib/lazy';
import { allPages } from '@/lib/content/catalogue';
import { markdownMirror, markdownNotFound } from '@/lib/content/markdown-mirror';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { MARKDOWN_TYPE } from '@/lib/http/media-types';
import { representation } from '@/lib/http/representation';
import { respond } from '@/lib/http/respond';
import { HOME_SLUG } from '@/lib/site/urls';

const mirrors = new Map(
  allPages().map((page) => [page.slug, lazy(() => representation(markdownMirror(page), MARKDOWN_TYPE))]),
);

// Page URLs answer with this Markdown too when the client asks for it (see proxy.ts).
const negotiated = { Vary: 'Accept' };

/**
 * GET /index.md and /<slug>/index.md, rewritten here by next.config.ts (spec §4.3–4.4), and
 * page URLs requested with `Accept: text/markdown`, rewritten here by proxy.ts.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(
  async (request, context: RouteContext<'/markdown-mirror/[[...slug]]'>) => {
    const { slug: segments = [] } = await context.params;
    const slug = segments.length === 0 ? HOME_SLUG : segments.join('/');
    const mirror = mirrors.get(slug);
    if (!mirror) {
      return respond(request, representation(markdownNotFound(slug), MARKDOWN_TYPE), { status: 404, headers: negotiated });
    }
    return respond(request, mirror(), { headers: negotiated });
  },
);
