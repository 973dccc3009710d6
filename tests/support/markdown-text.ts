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
