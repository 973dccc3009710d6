import type { Item } from './item-schema';
import type { Rule } from '@/lib/rules/rule-schema';

/**
 * What the content build writes to `.contentlayer/item-catalogue.json` (write-item-catalogue.ts): the
 * items, and only the rules they name, so that a route answering about items ships neither the guides
 * nor the rest of the library.
 */
export type ShippedCatalogue = {
  items: Item[];
  rules: Rule[];
  /** The title of every guide an item names. */
  guideTitles: Record<string, string>;
};
