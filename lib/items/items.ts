import type { LoadedCatalogue } from './check-item';
import { itemMatcher } from './match-item';
import type { ShippedCatalogue } from './shipped-catalogue-shape';
import shipped from '@/.contentlayer/item-catalogue.json';
import { lazy } from '@/lib/lazy';

// Prepared by the content build (contentlayer.config.ts); read once per process.
const catalogue: ShippedCatalogue = shipped;

/** The shipped catalogue, with its matcher built on first use. */
export const loadedCatalogue = lazy(
  (): LoadedCatalogue => ({
    rules: new Map(catalogue.rules.map((rule) => [rule.id, rule])),
    guideTitles: catalogue.guideTitles,
    match: itemMatcher(catalogue.items),
  }),
);

/** Every item, by slug order. */
export const catalogueItems = () => catalogue.items;

const itemsBySlug = lazy(() => new Map(catalogue.items.map((item) => [item.slug, item])));

/** The item with this slug, or undefined. */
export const itemBySlug = (slug: string) => itemsBySlug().get(slug);
