import { categoryOf, categoryPath } from '@/lib/content/categories';
import type { CataloguePage } from '@/lib/content/catalogue';
import { markdownToPlainText } from '@/lib/content/markdown';
import { sourcesInCitationOrder } from '@/lib/content/sources';
import type { ItemDocument } from '@/lib/items/item-markdown';
import { ITEM_DATA_LICENCE } from '@/lib/items/item-licence';
import type { Item } from '@/lib/items/item-schema';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, pagePath, routePaths, socialImagePath } from '@/lib/site/urls';

const publisher = { '@type': 'Organization', name: siteIdentity.publisher, url: absoluteUrl(routePaths.home) };

/** schema.org Article, BreadcrumbList and FAQPage for a guide, as one JSON-LD graph. */
export function guideStructuredData(guide: CataloguePage) {
  const url = absoluteUrl(pagePath(guide.slug));
  const category = categoryOf(guide);
  const trail = [
    { name: siteIdentity.name, item: absoluteUrl(routePaths.home) },
    ...(category ? [{ name: category.title, item: absoluteUrl(categoryPath(category.id)) }] : []),
    { name: guide.title, item: url },
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Article',
        headline: guide.title,
        description: guide.description,
        url,
        mainEntityOfPage: url,
        dateModified: guide.dateModified,
        inLanguage: 'en',
        image: absoluteUrl(socialImagePath(guide.slug)),
        articleSection: category?.title,
        author: publisher,
        publisher,
        citation: sourcesInCitationOrder(guide).map((source) => ({
          '@type': 'WebPage',
          name: source.title,
          url: source.url,
          publisher: { '@type': 'Organization', name: source.publisher },
        })),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
      },
      {
        '@type': 'FAQPage',
        mainEntity: guide.faq.map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: markdownToPlainText(answer) },
        })),
      },
    ],
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the script early. */
/** An item's page: a web page about the item, in the site's breadcrumb trail, with the day its rules were last checked. */
export function itemStructuredData(item: Item, document: ItemDocument) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: document.title,
    url: document.url,
    dateModified: document.dateModified,
    inLanguage: 'en',
    about: { '@type': 'Thing', name: item.name, alternateName: item.aliases },
    publisher,
    breadcrumb: {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: siteIdentity.name, item: absoluteUrl(routePaths.home) },
        { '@type': 'ListItem', position: 2, name: document.title, item: document.url },
      ],
    },
  };
}

/** The item list as a schema.org Dataset, with its JSON and CSV downloads and their licence. */
export function itemsDatasetStructuredData(name: string, description: string, count: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name,
    description: `${description} ${count} items.`,
    url: absoluteUrl(routePaths.items),
    license: ITEM_DATA_LICENCE.url,
    creator: publisher,
    isAccessibleForFree: true,
    distribution: [
      { '@type': 'DataDownload', encodingFormat: 'application/json', contentUrl: absoluteUrl(routePaths.itemsApi) },
      { '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: absoluteUrl(routePaths.itemsCsv) },
    ],
  };
}

export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
