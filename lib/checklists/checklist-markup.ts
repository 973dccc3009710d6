/**
 * The contract between the checklist HTML rendered at build time (lib/content/rehype-checklists.ts)
 * and the browser code that makes it tickable (app/_components/checklist-upgrade.tsx). Free of
 * dependencies so that browser code can import it.
 */
export const checklistSelectors = {
  /** Every checkbox, with its item key in `data-checklist-item`. */
  box: 'input[data-checklist-item]',
  /** The section that holds the list, its headings and its controls. */
  list: '.checklist',
  count: '[data-checklist-count]',
  clear: 'button[data-checklist-clear]',
  undo: 'button[data-checklist-undo]',
  print: 'button[data-checklist-print]',
  status: '[data-checklist-status]',
} as const;

/** One localStorage entry per page, holding the keys of the items ticked on it. */
export function checklistStorageKey(pageSlug: string): string {
  return `packwise:checklist:${pageSlug}`;
}

const LONGEST_ITEM_KEY = 64;

/**
 * A key for a checklist item made from its words, not its position, so that editing one line of a
 * list never moves a reader's ticks onto the wrong item. Repeats on one page get a numeric suffix.
 */
export function checklistItemKey(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, LONGEST_ITEM_KEY)
      .replace(/-+$/, '') || 'item';
  let key = base;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}-${suffix}`;
  taken.add(key);
  return key;
}
