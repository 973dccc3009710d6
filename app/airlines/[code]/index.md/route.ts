import { airlineDocument, airlineMarkdownNotFound } from '@/lib/airlines/airline-markdown';
import { MARKDOWN_TYPE } from '@/lib/http/media-types';
import { markdownRoute } from '@/lib/http/markdown-mirror-route';
import { representation } from '@/lib/http/representation';

/** GET /airlines/<code>/index.md: an airline's allowances in Markdown. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = markdownRoute(async ({ params }: { params: Promise<{ code: string }> }) => (await params).code, {
  mirror: (code) => {
    const document = airlineDocument(code);
    return document && representation(document.markdown, MARKDOWN_TYPE);
  },
  notFound: airlineMarkdownNotFound,
});
