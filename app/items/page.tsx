import type { Metadata } from 'next';
import { CategoryIcon } from '../_components/category-icon';
import { ItemFilterUpgrade } from '../_components/item-filter-upgrade';
import { CHANGE_FEED_LINKS } from '../_components/page-metadata';
import { itemFilterText, matchesFilter } from '@/lib/items/item-filter';
import { itemCategories, itemCategoryTitles } from '@/lib/items/item-schema';
import { catalogueItems } from '@/lib/items/items';
import { itemsDatasetStructuredData, jsonLdScript } from '@/lib/seo/structured-data';
import { MAX_QUERY_LENGTH } from '@/lib/site/search-limits';
import { itemPagePath, routePaths } from '@/lib/site/urls';

const TITLE = 'Can I bring it? Every item, by shelf';
const DESCRIPTION = 'Things travelers ask to pack, from power banks to bear spray, each with its cabin and checked verdict under every rule that applies.';

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: routePaths.items, types: { 'application/json': routePaths.itemsApi, 'text/csv': routePaths.itemsCsv, ...CHANGE_FEED_LINKS } },
};

/** /items/: every item on its shelf, filtered by `?q=` on the server and as you type in the browser. */
export default async function ItemsPage(props: PageProps<'/items'>) {
  const { q } = await props.searchParams;
  const typed = (typeof q === 'string' ? q : '').slice(0, MAX_QUERY_LENGTH);
  const items = catalogueItems().map((item) => ({ ...item, words: itemFilterText(item) }));
  const kept = items.filter((item) => matchesFilter(item.words, typed));
  const shelves = itemCategories.map((category) => ({
    category,
    items: items.filter((item) => item.category === category).sort((a, b) => a.name.localeCompare(b.name, 'en')),
  }));
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(itemsDatasetStructuredData(TITLE, DESCRIPTION, items.length)) }} />
      <article className="page items-index">
        <header className="page-header">
          <h1>{TITLE}</h1>
          <p className="lead">{DESCRIPTION}</p>
        </header>
        <form id="item-filter" className="search-form" method="get" action={routePaths.items} role="search">
          <label htmlFor="item-filter-words">Filter {items.length} items</label>
          <input id="item-filter-words" type="search" name="q" defaultValue={typed} placeholder="power bank, wine, scissors" autoComplete="off" maxLength={MAX_QUERY_LENGTH} />
          <button type="submit">Filter</button>
        </form>
        <p id="item-filter-status" className="meta" role="status">
          {typed.trim() ? `${kept.length} ${kept.length === 1 ? 'item matches' : 'items match'} “${typed.trim()}”.` : ''}
        </p>
        <div id="item-shelves">
          {shelves.map(({ category, items: shelfItems }) => {
            const shown = shelfItems.filter((item) => matchesFilter(item.words, typed));
            return (
              <section key={category} data-shelf={category} hidden={shown.length === 0} aria-labelledby={`shelf-${category}`}>
                <h2 id={`shelf-${category}`} className="shelf-title">
                  <CategoryIcon category={category} />
                  {itemCategoryTitles[category]}
                </h2>
                <ul className="shelf-items">
                  {shelfItems.map((item) => (
                    <li key={item.slug} data-words={item.words} hidden={!shown.includes(item)}>
                      <a href={itemPagePath(item.slug)}>{item.name}</a>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <p className="meta">
          The whole catalogue as open data: <a href={routePaths.itemsApi}>JSON</a> or <a href={routePaths.itemsCsv}>CSV</a>.
        </p>
        <ItemFilterUpgrade formId="item-filter" listId="item-shelves" statusId="item-filter-status" />
      </article>
    </>
  );
}
