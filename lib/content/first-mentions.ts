import type { Parent, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

/** A thing a page may mention by any of `phrases` ("power bank", "portable charger"), and where its own page is. */
export type Mention = { phrases: readonly string[]; url: string };

/** Text a reader cannot follow a link from, or that already is one: headings stay plain, as links in them would crowd a table of contents. */
const NOT_LINKED = new Set(['heading', 'link', 'linkReference', 'definition', 'code', 'inlineCode', 'html']);

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+');

/** A phrase as a whole word or words, in any case, singular or plural ("Power banks"). */
const phrasePattern = (phrases: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])(?:${[...phrases].sort((a, b) => b.length - a.length).map(escaped).join('|')})(?:e?s)?(?![\\p{L}\\p{N}-])`, 'iu');

/**
 * Links the first mention of each thing in the tree's text to its page, in reading order: the second
 * mention of a power bank is plain, as are mentions in headings, links and code.
 */
export function linkFirstMentions(tree: Root, mentions: readonly Mention[]): void {
  const waiting = mentions.filter((mention) => mention.phrases.length > 0).map((mention) => ({ url: mention.url, pattern: phrasePattern(mention.phrases) }));
  visit(tree, (node, index, parent) => {
    if (NOT_LINKED.has(node.type)) return SKIP;
    if (node.type !== 'text' || parent === undefined || index === undefined || waiting.length === 0) return;
    const pieces = linkedPieces(node, waiting);
    if (pieces.length === 1) return;
    (parent as Parent).children.splice(index, 1, ...pieces);
    // The pieces are visited no further: their links are done, and their plain text was searched.
    return [SKIP, index + pieces.length];
  });
}

/** The text cut around the first mention of each waiting thing it holds, each mention a link; those things stop waiting. */
function linkedPieces(node: Text, waiting: { url: string; pattern: RegExp }[]): PhrasingContent[] {
  const pieces: PhrasingContent[] = [];
  let rest = node.value;
  for (;;) {
    const found = waiting
      .map((mention) => ({ mention, match: mention.pattern.exec(rest) }))
      .filter((candidate) => candidate.match !== null)
      .sort((a, b) => a.match!.index - b.match!.index || b.match![0].length - a.match![0].length)[0];
    if (!found) break;
    const { index, 0: words } = found.match!;
    if (index > 0) pieces.push({ type: 'text', value: rest.slice(0, index) });
    pieces.push({ type: 'link', url: found.mention.url, children: [{ type: 'text', value: words }] });
    waiting.splice(waiting.indexOf(found.mention), 1);
    rest = rest.slice(index + words.length);
  }
  if (rest || pieces.length === 0) pieces.push({ type: 'text', value: rest });
  return pieces;
}
