import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { markdownToPlainText } from '@/lib/content/markdown';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Words a reader reads: Markdown syntax and link targets are not words. */
export function wordCount(markdown: string): number {
  return markdownToPlainText(markdown).split(/\s+/).filter(Boolean).length;
}

export function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  visit(parser.parse(markdown), 'link', (node) => {
    targets.push(node.url);
  });
  return targets;
}

export function headingDepths(markdown: string): number[] {
  const depths: number[] = [];
  visit(parser.parse(markdown), 'heading', (node) => {
    depths.push(node.depth);
  });
  return depths;
}
