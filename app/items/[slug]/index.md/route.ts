import { MARKDOWN_TYPE } from '@/lib/http/media-types';
import { markdownRoute } from '@/lib/http/markdown-mirror-route';
import { representation } from '@/lib/http/representation';
import { itemDocument, itemMarkdownNotFound } from '@/lib/items/item-markdown';

/** GET /items/<slug>/index.md: an item's verdicts in Markdown, the text `get_page` returns for the item. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = markdownRoute(async ({ params }: { params: Promise<{ slug: string }> }) => (await params).slug, {
  mirror: (slug) => {
    const document = itemDocument(slug);
    return document && representation(document.markdown, MARKDOWN_TYPE);
  },
  notFound: itemMarkdownNotFound,
});
