import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { wordCount } from '@/lib/content/markdown';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * Paragraphs shorter than this are not compared between guides: headings, table cells, checklist
 * lines and one-line cross-links ("See [liquids and toiletries](/liquids-and-toiletries/).") are
 * meant to recur, and a 12-word sentence is about the shortest that carries a whole rule.
 */
export const MIN_COMPARED_WORDS = 12;

/** Lowercase words only: punctuation, emphasis, link targets and whitespace do not make a paragraph new. */
export function normalizeProse(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The prose paragraphs of a guide, as plain text: every Markdown paragraph, including those in
 * list items and blockquotes, but not headings or table cells. Paragraphs under
 * MIN_COMPARED_WORDS words are left out.
 */
export function proseParagraphs(markdown: string): string[] {
  const paragraphs: string[] = [];
  visit(parser.parse(markdown), 'paragraph', (node) => {
    const text = toString(node, { includeImageAlt: false }).replace(/\s+/g, ' ').trim();
    if (normalizeProse(text).split(' ').length >= MIN_COMPARED_WORDS) paragraphs.push(text);
  });
  return paragraphs;
}

/** Overlapping runs of `size` words: two paragraphs that share most of them say the same thing. */
export function wordRuns(text: string, size = 5): Set<string> {
  const words = normalizeProse(text).split(' ');
  const runs = new Set<string>();
  for (let index = 0; index + size <= words.length; index += 1) runs.add(words.slice(index, index + size).join(' '));
  return runs;
}

/** Jaccard similarity of two paragraphs' five-word runs: 1 for a copy, near 0 for unrelated prose. */
export function runSimilarity(runsA: Set<string>, runsB: Set<string>): number {
  let shared = 0;
  for (const run of runsA) if (runsB.has(run)) shared += 1;
  const union = runsA.size + runsB.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * "Check" as a caveat: check, checks, checking, as in "check your airline's page". Not the other
 * senses of the word: checked (checked bags), checklist, check-in, checking a bag in or into a
 * hotel ("check it in", "check into"), and gate or security checks, which happen to a bag.
 */
const CAVEAT_CHECK = /\b(?<!(?:gate|security|sanity)[ -])check(?:s|ing)?\b(?!-in\b| in\b| into\b| it\b| them\b)/gi;

export function caveatChecks(text: string): number {
  return text.match(CAVEAT_CHECK)?.length ?? 0;
}

/**
 * Hedge words, as issue 17 counts them: commonly, often, usually, generally, typically, may, some,
 * many. "May" the month (7 May 2025, May 2026) is not a hedge.
 */
const HEDGE = /\b(?:commonly|often|usually|generally|typically|some|many)\b|(?<!\d )\bmay\b(?! \d)/gi;

export function hedgeWords(text: string): number {
  return text.match(HEDGE)?.length ?? 0;
}

/** A guide's reading text: the body and its FAQ answers, as a reader or an assistant sees them. */
export function guideReadingText(guide: { body: string; faq: { question: string; answer: string }[] }): { text: string; words: number } {
  const parts = [guide.body, ...guide.faq.flatMap((pair) => [pair.question, pair.answer])];
  return { text: parts.join('\n\n'), words: parts.reduce((sum, part) => sum + wordCount(part), 0) };
}
