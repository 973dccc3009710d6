import { markdownMirrorRoute } from '@/lib/http/markdown-mirror-route';
import { HOME_SLUG } from '@/lib/site/urls';

/** GET /index.md (spec §4.3), and `/` for a client that prefers Markdown (see next.config.ts). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = markdownMirrorRoute(async () => HOME_SLUG);
