import type { Root as HastRoot } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { toString } from 'mdast-util-to-string';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { linkFirstMentions, type Mention } from './first-mentions';
import { findChecklist, rehypeChecklists, type ChecklistFound } from './rehype-checklists';
import { rehypeDiagrams } from './rehype-diagrams';
import { rehypeNumberUnits } from './rehype-number-units';
import { rehypeTables } from './rehype-tables';

/** A section heading (h2) and the subsections (h3) under it. */
export type Heading = { id: string; text: string; subheadings: { id: string; text: string }[] };

/** Code blocks scroll sideways on narrow screens; WCAG asks that keyboards can scroll them too. */
function focusableCodeBlocks() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'pre') node.properties.tabIndex = 0;
    });
  };
}

// Content is our own, but remark-rehype still drops raw HTML: pages are Markdown only.
const htmlProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(focusableCodeBlocks)
  .use(rehypeNumberUnits)
  .use(rehypeTables)
  .use(rehypeDiagrams)
  .use(rehypeChecklists)
  .use(rehypeStringify)
  .freeze();

// The same heading ids as htmlProcessor, which adds nothing to headings after rehype-slug, without
// rendering diagrams (which reads their files) or checklists: enough to cut a body into sections.
const headingIdProcessor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug).freeze();

const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fences: true, rule: '-' })
  .freeze();

/** HTML for a Markdown fragment, e.g. a FAQ answer. */
export function renderMarkdownToHtml(markdown: string): string {
  return String(htmlProcessor.processSync(markdown));
}

/** A guide opens with a blockquote that starts "**Short answer:**" (a unit test holds every guide to it). */
export const SHORT_ANSWER_LABEL = /^\s*Short answer:/;

/** A guide's short answer: as HTML for its callout, and as plain text without its label for one line of a bar. */
export type ShortAnswer = { html: string; text: string };

/** The body's opening short answer, taken out of the tree so that a page can show it first, as a callout. */
function takeShortAnswer(tree: HastRoot): ShortAnswer | null {
  const first = tree.children.findIndex((node) => node.type === 'element');
  const node = tree.children[first];
  if (node?.type !== 'element' || node.tagName !== 'blockquote' || !SHORT_ANSWER_LABEL.test(hastToString(node))) return null;
  tree.children.splice(first, 1);
  return {
    html: htmlProcessor.stringify({ type: 'root', children: node.children }).trim(),
    text: hastToString(node).replace(SHORT_ANSWER_LABEL, '').replace(/\s+/g, ' ').trim(),
  };
}

/**
 * HTML for a page body, with the id and text of each section heading (h2) and the subsections (h3)
 * under it, in order: the anchors rehype-slug gave them, so a table of contents links to exactly
 * what was rendered; its opening short answer apart, when it has one; and its packing checklist,
 * when it holds one. The first mention of each of `mentions` links its page (first-mentions.ts).
 */
export function renderMarkdownPage(
  markdown: string,
  mentions: readonly Mention[] = [],
): { html: string; shortAnswer: ShortAnswer | null; headings: Heading[]; checklist: ChecklistFound | null } {
  const markdownTree = htmlProcessor.parse(markdown);
  linkFirstMentions(markdownTree, mentions);
  const tree = htmlProcessor.runSync(markdownTree) as HastRoot;
  const shortAnswer = takeShortAnswer(tree);
  const headings: Heading[] = [];
  visit(tree, 'element', (node) => {
    if (typeof node.properties.id !== 'string') return;
    const heading = { id: node.properties.id, text: hastToString(node) };
    if (node.tagName === 'h2') headings.push({ ...heading, subheadings: [] });
    else if (node.tagName === 'h3') headings.at(-1)?.subheadings.push(heading);
  });
  return { html: htmlProcessor.stringify(tree), shortAnswer, headings, checklist: findChecklist(tree) };
}

/**
 * Rewrites every link, image and definition target in a Markdown document, e.g. to turn the
 * site-relative links authors write (`/liquids-and-toiletries/`, `/diagrams/liquids-bag.svg`) into
 * absolute URLs for readers outside the site, after linking the first mention of each of `mentions`
 * (first-mentions.ts), in the same pass. Everything else is re-serialized unchanged in meaning.
 */
export function rewriteMarkdownLinks(markdown: string, rewrite: (target: string) => string, mentions: readonly Mention[] = []): string {
  const tree = markdownProcessor.parse(markdown);
  linkFirstMentions(tree, mentions);
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = rewrite(node.url);
  });
  return markdownProcessor.stringify(tree).trimEnd();
}

/** Every link and reference-definition target in a Markdown document, in order. */
export function markdownLinkTargets(markdown: string): string[] {
  const targets: string[] = [];
  visit(markdownProcessor.parse(markdown), (node) => {
    if (node.type === 'link' || node.type === 'definition') targets.push(node.url);
  });
  return targets;
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

/**
 * A body's Markdown tree, and the id rehype-slug gives each of its headings, in order (null for one it
 * gives none): remark-rehype builds a new tree, so the Markdown tree is still whole to walk.
 */
function withHeadingIds(markdown: string) {
  const tree = headingIdProcessor.parse(markdown);
  const headingIds: (string | null)[] = [];
  visit(headingIdProcessor.runSync(tree) as HastRoot, 'element', (node) => {
    if (/^h[1-6]$/.test(node.tagName)) headingIds.push(typeof node.properties.id === 'string' ? node.properties.id : null);
  });
  return { tree, headingIds };
}

/** A part of a body as Markdown: the opening before the first section (no id), or an h2 or h3 section with its heading line. */
export type MarkdownPart = { id: string | null; heading: string | null; depth: number; markdown: string };

/**
 * A body cut at its h2 and h3 headings as Markdown, for a reader that asks for one section: the ids
 * are those of `markdownSections`, so a hit's `#anchor` names its part.
 */
export function markdownParts(markdown: string): MarkdownPart[] {
  const { tree, headingIds } = withHeadingIds(markdown);
  const starts: (Omit<MarkdownPart, 'markdown'> & { offset: number })[] = [];
  let headingIndex = 0;
  visit(tree, 'heading', (node) => {
    const id = headingIds[headingIndex++] ?? null;
    if (SECTION_DEPTHS.has(node.depth)) starts.push({ id, heading: toString(node), depth: node.depth, offset: node.position!.start.offset! });
  });
  const opening = { id: null, heading: null, depth: 1, markdown: markdown.slice(0, starts[0]?.offset ?? markdown.length).trim() };
  const sections = starts.map(({ offset, ...part }, index) => ({ ...part, markdown: markdown.slice(offset, starts[index + 1]?.offset ?? markdown.length).trim() }));
  return [...(opening.markdown ? [opening] : []), ...sections];
}

/** A table's body row, cell by cell, with the cells of its table's header row. */
export type TableRow = { cells: string[]; headers: string[] };

/**
 * A part of a page body: the text before the first heading (no heading, no id), or a heading and what
 * follows it; `rows` holds each line of `text` that is a table's body row, by line number, so that a
 * row can be quoted with the headers that say what its cells are, and `headerRows` the lines that
 * are a table's header row, which say nothing alone.
 */
export type MarkdownSection = { heading: string | null; id: string | null; text: string; rows: ReadonlyMap<number, TableRow>; headerRows: ReadonlySet<number> };

/** Headings that open a section; deeper ones stay inside their section. */
const SECTION_DEPTHS = new Set([2, 3]);

/**
 * A page body cut at its h2 and h3 headings, each section's plain text one line per block. The ids
 * are the ones rehype-slug gives the rendered headings, so `#id` links to exactly that section.
 */
export function markdownSections(markdown: string): MarkdownSection[] {
  const { tree, headingIds } = withHeadingIds(markdown);
  const sections: MarkdownSection[] = [];
  const open = (heading: string | null, id: string | null) => ({ heading, id, lines: [] as string[], rows: new Map<number, TableRow>(), headerRows: new Set<number>() });
  let current = open(null, null);
  const close = () => {
    const { heading, id, lines, rows, headerRows } = current;
    if (heading !== null || lines.length > 0) sections.push({ heading, id, text: lines.join('\n'), rows, headerRows });
  };
  let headers: string[] = [];
  let headingIndex = 0;
  visit(tree, (node, _index, parent) => {
    if (node.type === 'heading') {
      const id = headingIds[headingIndex++] ?? null;
      if (SECTION_DEPTHS.has(node.depth)) {
        close();
        current = open(toString(node), id);
        return;
      }
    }
    // A table row reads as one line, its cells apart, rather than one line per cell; an empty cell
    // (the corner of a table whose rows are named) adds no separator.
    if (node.type === 'tableRow') {
      const cells = node.children.map((cell) => toString(cell));
      if (parent?.children[0] === node) {
        headers = cells;
        current.headerRows.add(current.lines.length);
      } else current.rows.set(current.lines.length, { cells, headers });
      current.lines.push(cells.filter(Boolean).join(' · '));
      return SKIP;
    }
    if (TEXT_BLOCKS.has(node.type)) current.lines.push(toString(node, { includeImageAlt: false }));
  });
  close();
  return sections;
}

export function wordCount(markdown: string): number {
  return markdownToPlainText(markdown).split(/\s+/).filter(Boolean).length;
}
