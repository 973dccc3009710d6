import type { Parent, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';

/** A thing a page may mention by any of `phrases` ("power bank", "portable charger"), and where its own page is. */
export type Mention = { phrases: readonly string[]; url: string };

/** Text a reader cannot follow a link from, or that already is one: headings stay plain, as links in them would crowd a table of contents. */
const NOT_LINKED = new Set(['heading', 'link', 'linkReference', 'definition', 'code', 'inlineCode', 'html']);

/** A phrase's words as compared: lowercase, split at spaces and hyphens ("e-reader" is "e reader"). */
const wordsOf = (text: string) => text.toLowerCase().split(/[\s-]+/).filter(Boolean);

/** A word in a text, and where it starts and ends. */
const WORD = /[\p{L}\p{N}]+/gu;

/** A plural's singular, for the last word of a phrase: "banks" is "bank", "boxes" is "box". */
const singulars = (word: string) => [word, ...(word.endsWith('es') ? [word.slice(0, -2)] : []), ...(word.endsWith('s') ? [word.slice(0, -1)] : [])];

type Phrase = { words: string[]; mention: Mention };

/**
 * Every phrase of every thing by its first word, longest first: a text is read word by word, and at
 * each word only the phrases that start with it are compared, whatever the number of things.
 */
function mentionFinder(mentions: readonly Mention[]): Map<string, Phrase[]> {
  const byFirstWord = new Map<string, Phrase[]>();
  for (const mention of mentions) {
    for (const phrase of mention.phrases) {
      const words = wordsOf(phrase);
      if (words.length === 0) continue;
      const phrases = byFirstWord.get(words[0]!) ?? byFirstWord.set(words[0]!, []).get(words[0]!)!;
      phrases.push({ words, mention });
    }
  }
  for (const phrases of byFirstWord.values()) phrases.sort((a, b) => b.words.length - a.words.length);
  return byFirstWord;
}

/** The longest phrase at word `at` of `words`, its last word singular or plural, joined by nothing but spaces or hyphens. */
function phraseAt(text: string, words: readonly RegExpExecArray[], at: number, finder: Map<string, Phrase[]>): { phrase: Phrase; end: number } | undefined {
  const first = words[at]![0].toLowerCase();
  const candidates = [first, ...singulars(first).slice(1)].flatMap((word) => finder.get(word) ?? []);
  for (const phrase of candidates.sort((a, b) => b.words.length - a.words.length)) {
    const last = at + phrase.words.length - 1;
    if (last >= words.length) continue;
    const fits = phrase.words.every((word, offset) => {
      const typed = words[at + offset]![0].toLowerCase();
      const joined = offset === 0 || /^[\s-]+$/.test(text.slice(words[at + offset - 1]!.index + words[at + offset - 1]![0].length, words[at + offset]!.index));
      return joined && (offset === phrase.words.length - 1 ? singulars(typed).includes(word) : typed === word);
    });
    // A word glued to the phrase by a hyphen makes another word ("laptops-only").
    const after = text[words[last]!.index + words[last]![0].length];
    const before = text[words[at]!.index - 1];
    if (fits && after !== '-' && before !== '-') return { phrase, end: words[last]!.index + words[last]![0].length };
  }
  return undefined;
}

/**
 * Links the first mention of each thing in the tree's text to its page, in reading order: the second
 * mention of a power bank is plain, as are mentions in headings, links and code.
 */
export function linkFirstMentions(tree: Root, mentions: readonly Mention[]): void {
  const waiting = new Set(mentions.filter((mention) => mention.phrases.length > 0));
  if (waiting.size === 0) return;
  const finder = mentionFinder([...waiting]);
  visit(tree, (node, index, parent) => {
    if (NOT_LINKED.has(node.type)) return SKIP;
    if (node.type !== 'text' || parent === undefined || index === undefined || waiting.size === 0) return;
    const pieces = linkedPieces(node, finder, waiting);
    if (pieces.length === 1) return;
    (parent as Parent).children.splice(index, 1, ...pieces);
    // The pieces are visited no further: their links are done, and their plain text was searched.
    return [SKIP, index + pieces.length];
  });
}

/** The text cut around the first mention of each waiting thing it holds, each mention a link; those things stop waiting. */
function linkedPieces(node: Text, finder: Map<string, Phrase[]>, waiting: Set<Mention>): PhrasingContent[] {
  const pieces: PhrasingContent[] = [];
  const words = [...node.value.matchAll(WORD)];
  let from = 0;
  for (let at = 0; at < words.length && waiting.size > 0; at += 1) {
    if (words[at]!.index < from) continue;
    const found = phraseAt(node.value, words, at, finder);
    if (!found || !waiting.has(found.phrase.mention)) continue;
    const start = words[at]!.index;
    if (start > from) pieces.push({ type: 'text', value: node.value.slice(from, start) });
    pieces.push({ type: 'link', url: found.phrase.mention.url, children: [{ type: 'text', value: node.value.slice(start, found.end) }] });
    waiting.delete(found.phrase.mention);
    from = found.end;
  }
  if (from < node.value.length || pieces.length === 0) pieces.push({ type: 'text', value: node.value.slice(from) });
  return pieces;
}
