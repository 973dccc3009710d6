import type { ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

/**
 * A figure with its unit ("100 ml", "23 kg", "74 Wh"), a range ("40–90 g", "0.5–1.4") or a bag's
 * dimensions ("40 × 30 × 15 cm"): what must stay on one line. The units are those the guides write
 * after a figure.
 */
const FIGURE = /\d[\d.,]*(?:–\d[\d.,]*)?(?: × \d[\d.,]*(?:–\d[\d.,]*)?)*(?: (?:kg|g|lb|oz|ml|l|L|litres?|liters?|cm|mm|in|Wh|mAh|V|W)(?![\p{L}\d]))?/gu;
const breaksApart = (figure: string) => figure.includes(' ') || figure.includes('–');

/** The text split around each figure that could break apart, each of those in a span that does not wrap. */
function keptTogether(text: string): ElementContent[] | undefined {
  const parts: ElementContent[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE)) {
    if (!breaksApart(match[0])) continue;
    if (match.index > last) parts.push({ type: 'text', value: text.slice(last, match.index) });
    parts.push({ type: 'element', tagName: 'span', properties: { className: ['figure'] }, children: [{ type: 'text', value: match[0] }] });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return undefined;
  if (last < text.length) parts.push({ type: 'text', value: text.slice(last) });
  return parts;
}

/**
 * A figure stays on one line with its unit, a range with both its ends and a size with all three of
 * its sides (globals.css, `.figure`): in a phone's narrow table cell, "(0.5–" on one line and
 * "1.4 oz)" on the next reads as two figures.
 * The text is unchanged, so copying it gives what the Markdown says. Code is left as written.
 */
export function rehypeNumberUnits() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return SKIP;
      if (node.type !== 'text' || parent === undefined || index === undefined) return undefined;
      const parts = keptTogether(node.value);
      if (!parts) return undefined;
      parent.children.splice(index, 1, ...parts);
      return [SKIP, index + parts.length];
    });
  };
}
