import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

export { markdownLinkTargets as linkTargets, wordCount } from '@/lib/content/markdown';

export function headingDepths(markdown: string): number[] {
  const depths: number[] = [];
  visit(unified().use(remarkParse).parse(markdown), 'heading', (node) => {
    depths.push(node.depth);
  });
  return depths;
}

export type MarkdownImage = { url: string; alt: string; title: string | null };

/** Every image in a Markdown document, in order. */
export function markdownImages(markdown: string): MarkdownImage[] {
  const images: MarkdownImage[] = [];
  visit(unified().use(remarkParse).parse(markdown), 'image', (node) => {
    images.push({ url: node.url, alt: node.alt ?? '', title: node.title ?? null });
  });
  return images;
}
