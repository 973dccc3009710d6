import { itemGuides, itemRuleAnswers } from './check-item';
import { ItemDetailSchema, ItemIndexSchema, type ItemDetail, type ItemIndex } from './item-api-schema';
import type { Item } from './item-schema';
import { catalogueItems, itemBySlug, loadedCatalogue } from './items';
import { ITEM_DATA_LICENCE } from './item-licence';
import { absoluteUrl, itemApiPath, itemMarkdownPath, routePaths } from '@/lib/site/urls';

function summary(item: Item): ItemIndex['items'][number] {
  const catalogue = loadedCatalogue();
  return {
    slug: item.slug,
    name: item.name,
    aliases: item.aliases,
    category: item.category,
    typicalGrams: item.typicalGrams ?? null,
    guides: itemGuides(catalogue, item),
    places: [...new Set(item.verdicts.map((verdict) => catalogue.rules.get(verdict.rule)!.scope))].sort(),
    url: absoluteUrl(itemApiPath(item.slug)),
    md_url: absoluteUrl(itemMarkdownPath(item.slug)),
  };
}

/** GET /api/items.json: every item, by slug. */
export function itemIndex(): ItemIndex {
  const items = catalogueItems().map(summary);
  return ItemIndexSchema.parse({ count: items.length, license: ITEM_DATA_LICENCE, csv: absoluteUrl(routePaths.itemsCsv), items });
}

/**
 * Read as of a day after every dated version: each rule's newest version, as the guides state rules,
 * chosen from the data rather than today's date so that the document is the same whichever day it is built.
 */
export const NEWEST = '9999-12-31';

/** GET /api/items/{slug}: the item with its verdict under each rule, or undefined. */
export function itemDetail(slug: string): ItemDetail | undefined {
  const item = itemBySlug(slug);
  if (!item) return undefined;
  return ItemDetailSchema.parse({ ...summary(item), rules: itemRuleAnswers(loadedCatalogue(), item, { date: NEWEST }) });
}
