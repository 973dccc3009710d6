import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

// Content is our own, but remark-rehype still drops raw HTML: pages are Markdown only.
const htmlProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug).use(rehypeStringify).freeze();

const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-' })
  .freeze();

export function renderMarkdownToHtml(markdown: string): string {
  return String(htmlProcessor.processSync(markdown));
}

/**
 * Rewrites every link and definition target in a Markdown document, e.g. to turn the
 * site-relative links authors write (`/liquids-and-toiletries/`) into absolute URLs for
 * readers outside the site. Everything else is re-serialised unchanged in meaning.
 */
export function rewriteMarkdownLinks(markdown: string, rewrite: (target: string) => string): string {
  const tree = markdownProcessor.parse(markdown);
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') node.url = rewrite(node.url);
  });
  return markdownProcessor.stringify(tree).trimEnd();
}

const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'tableCell', 'code']);

/**
 * The text a reader reads, without Markdown syntax or link targets, one line per block so that
 * words in neighboring blocks stay apart: for word counts and plain-text fields.
 */
export function markdownToPlainText(markdown: string): string {
  const blocks: string[] = [];
  visit(markdownProcessor.parse(markdown), (node) => {
    if (TEXT_BLOCKS.has(node.type)) blocks.push(toString(node, { includeImageAlt: false }));
  });
  return blocks.join('\n');
}
