import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ItemCatalogue } from './item-catalogue';
import type { ShippedCatalogue } from './shipped-catalogue-shape';
import type { PageContent } from '@/lib/content/page-document';
import type { RuleLibrary } from '@/lib/rules/rule-library';

// TypeScript reads the JSON's type from this sibling declaration (allowArbitraryExtensions).
const declaration = `import type { ShippedCatalogue } from '../lib/items/shipped-catalogue-shape';
declare const itemCatalogue: ShippedCatalogue;
export default itemCatalogue;
`;

/** Writes `item-catalogue.json` (read by lib/items/items.ts): the items, the rules they name and the titles of their guides. */
export async function writeItemCatalogue(directory: string, catalogue: ItemCatalogue, rules: RuleLibrary, pages: readonly PageContent[]): Promise<void> {
  const items = [...catalogue.values()].sort((a, b) => a.slug.localeCompare(b.slug));
  const named = new Set(items.flatMap((item) => item.verdicts.map((verdict) => verdict.rule)));
  const guides = new Set(items.flatMap((item) => item.guides));
  const shipped: ShippedCatalogue = {
    items,
    rules: [...rules.values()].filter((rule) => named.has(rule.id)),
    guideTitles: Object.fromEntries(pages.filter((page) => guides.has(page.slug)).map((page) => [page.slug, page.title])),
  };
  await writeFile(join(directory, 'item-catalogue.json'), JSON.stringify(shipped));
  await writeFile(join(directory, 'item-catalogue.d.json.ts'), declaration);
}
