import type { MetadataRoute } from 'next';
import { airlineDocument } from '@/lib/airlines/airline-markdown';
import { allAirlines } from '@/lib/airlines/airlines';
import { allPages } from '@/lib/content/catalogue';
import { itemDocument } from '@/lib/items/item-markdown';
import { catalogueItems } from '@/lib/items/items';
import { absoluteUrl, pagePath, routePaths } from '@/lib/site/urls';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = allPages().map((page) => ({ url: absoluteUrl(pagePath(page.slug)), lastModified: page.dateModified }));
  const items = catalogueItems().map(({ slug }) => {
    const { url, dateModified } = itemDocument(slug)!;
    return { url, lastModified: dateModified };
  });
  const itemList = { url: absoluteUrl(routePaths.items), lastModified: items.map((item) => item.lastModified).sort().at(-1) };
  const airlines = allAirlines().map(({ iata }) => {
    const { url, dateModified } = airlineDocument(iata)!;
    return { url, lastModified: dateModified };
  });
  const airlineList = { url: absoluteUrl(routePaths.airlines), lastModified: airlines.map((airline) => airline.lastModified).sort().at(-1) };
  return [...pages, itemList, ...items, airlineList, ...airlines];
}
