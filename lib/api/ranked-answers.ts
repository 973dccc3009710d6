import { namedItem } from '@/lib/items/item-search';
import type { RankedPage, SearchOutcome } from '@/lib/search/search-pipeline';
import { asWords } from '@/lib/search/index/search-index';
import { searchPages } from '@/lib/search/search-pages';
import { pageBySlug } from '@/lib/content/catalogue';

/** What a search answers with, best first: pages as search ranks them, and the catalogue item the query names. */
export type RankedAnswer = ({ kind: 'page' } & RankedPage) | { kind: 'item'; slug: string; relevance: number };

/**
 * How far above the best page an item the query asks nothing else about is scored: far enough that
 * the API's integer scores (relevance × 10) always set it apart.
 */
const ITEM_LEAD = 1;

/** A query that is a page's whole title, pasted, asks for that page, whatever item its words name. */
const isPastedTitle = (query: string, page: RankedPage | undefined) => page !== undefined && asWords(pageBySlug(page.slug)?.title ?? '') === asWords(query);

/**
 * The pages and the item a query names, in score order (lib/items/item-search.ts): an item the query
 * asks nothing else about comes first, scored above the best page; an item it names among other
 * things comes after the best page, scored between it and the next; a query no page answers is
 * answered by its item only when it asks nothing else. At most `limit` answers, pages keeping
 * every place the item does not take.
 */
export function rankedAnswers(query: string, limit: number): { answers: RankedAnswer[]; outcome: SearchOutcome } {
  const outcome = searchPages(query, limit);
  const pages = outcome.pages.map((page): RankedAnswer => ({ kind: 'page', ...page }));
  const named = namedItem(query, outcome.concepts, [...outcome.unmatched, ...outcome.ignored]);
  if (!named || (pages.length === 0 && !named.leads)) return { answers: pages, outcome };
  const [best, next] = outcome.pages;
  const leads = named.leads && !isPastedTitle(query, best);
  const relevance = leads || !best ? (best?.relevance ?? 0) + ITEM_LEAD : (best.relevance + (next?.relevance ?? 0)) / 2;
  const item: RankedAnswer = { kind: 'item', slug: named.item.slug, relevance };
  const at = leads ? 0 : 1;
  return { answers: [...pages.slice(0, at), item, ...pages.slice(at)].slice(0, limit), outcome };
}
