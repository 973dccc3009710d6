import { markdownMirrorRoute } from '@/lib/http/markdown-mirror-route';

/** GET /<slug>/index.md (spec §4.4), and `/<slug>/` for a client that prefers Markdown (see next.config.ts). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = markdownMirrorRoute(
  async (context: RouteContext<'/[slug]/index.md'>) => (await context.params).slug,
);
