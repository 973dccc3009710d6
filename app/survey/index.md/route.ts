import { markdownMirrorRoute } from '@/lib/http/markdown-mirror-route';

/** GET /survey/index.md: what the survey is, and that agents must not submit it. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = markdownMirrorRoute(async () => 'survey');
