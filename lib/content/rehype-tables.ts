import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/**
 * A value of at most this many words ("2 litres", "74 Wh", "3–4") is short. A table whose values
 * (its body's cells; a column's name may be longer), after its first column (which names the rows, and may name them at length), are all short stays a
 * table on a phone, scrolling sideways if it must; any other becomes a card per row (globals.css),
 * since text squeezed into the columns of a scrolling table leaves tall, narrow cells that the reader
 * has to swipe to find.
 */
export const SHORT_VALUE_WORDS = 4;

/** How a table is laid out below 40rem: one card per row, or a table that scrolls sideways with its first column kept in view. */
export type TableLayout = 'cards' | 'scroll';

const elements = (nodes: ElementContent[], tagName?: string) => nodes.filter((node): node is Element => node.type === 'element' && (!tagName || node.tagName === tagName));
const rowsOf = (table: Element) => elements(table.children).flatMap((section) => (section.tagName === 'tr' ? [section] : elements(section.children, 'tr')));
const cellsOf = (row: Element) => elements(row.children).filter((cell) => cell.tagName === 'td' || cell.tagName === 'th');

export function tableLayout(table: Element): TableLayout {
  const [, ...body] = rowsOf(table);
  const holdsText = body.some((row) => cellsOf(row).slice(1).some((cell) => toString(cell).split(/\s+/).filter(Boolean).length > SHORT_VALUE_WORDS));
  return holdsText ? 'cards' : 'scroll';
}

/**
 * Every table gets two wrappers: a frame that draws the scroll shadows and a region that scrolls,
 * which keyboards can reach (WCAG 2.1.1) and screen readers can name. Each body cell carries its
 * column's name as `data-label`, which a card shows before the value, ending in a colon. Card tables keep their
 * table roles explicitly, as `display: block` drops them in some browsers.
 */
export function rehypeTables() {
  return (tree: Root) => {
    let heading: string | null = null;
    const named = new Map<string, number>();
    visit(tree, 'element', (node, index, parent) => {
      if (/^h[2-6]$/.test(node.tagName)) heading = toString(node);
      if (node.tagName !== 'table' || parent === undefined || index === undefined) return;
      const layout = tableLayout(node);
      const [header, ...body] = rowsOf(node);
      const labels = header ? cellsOf(header).map((cell) => cardLabel(toString(cell).trim())) : [];
      for (const row of body) cellsOf(row).forEach((cell, column) => (cell.properties.dataLabel = labels[column] ?? ''));
      if (layout === 'cards') giveTableRoles(node);
      const name = heading ?? 'Table';
      const seen = (named.get(name) ?? 0) + 1;
      named.set(name, seen);
      const scroller: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: seen === 1 ? `${name} (table)` : `${name} (table ${seen})` },
        children: [node],
      };
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['table-frame'], dataLayout: layout }, children: [scroller] };
      return SKIP;
    });
  };
}

/** A column's name as a card shows it before a value: "Limit:", but "Out of the bag?" as it is. */
function cardLabel(name: string): string {
  return name === '' || /[?:!]$/.test(name) ? name : `${name}:`;
}

function giveTableRoles(table: Element) {
  table.properties.role = 'table';
  for (const section of elements(table.children)) {
    if (section.tagName !== 'tr') section.properties.role = 'rowgroup';
  }
  for (const row of rowsOf(table)) {
    row.properties.role = 'row';
    for (const cell of cellsOf(row)) cell.properties.role = cell.tagName === 'th' ? 'columnheader' : 'cell';
  }
}
