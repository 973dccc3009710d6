/**
 * The filter of the item list, shared by the server (a `?q=` without JavaScript) and the browser (as
 * you type), so both keep the same items: every word typed must begin a word of the item's name or
 * aliases, in any case, so "charg" keeps "portable charger" and "bank" keeps "power bank".
 */

/** An item's words as the filter reads them: its name and aliases, lowercased, one string. */
export const itemFilterText = (item: { name: string; aliases: readonly string[] }) => [item.name, ...item.aliases].join(' | ').toLowerCase();

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether an item's filter text keeps it for what was typed; nothing typed keeps every item. */
export function matchesFilter(filterText: string, typed: string): boolean {
  const itemWords = words(filterText);
  return words(typed).every((word) => itemWords.some((itemWord) => itemWord.startsWith(word)));
}
