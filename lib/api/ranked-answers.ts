import type { Airline } from '@/lib/airlines/airline-schema';
import { namedAirline } from '@/lib/airlines/airline-search';
import { stemsOf } from '@/lib/items/match-item';
import { namedItem, type NamedItem } from '@/lib/items/item-search';
import type { RankedPage, SearchOutcome } from '@/lib/search/search-pipeline';
import { asWords } from '@/lib/search/index/search-index';
import { searchPages } from '@/lib/search/search-pages';
import { pageBySlug } from '@/lib/content/catalogue';

/** What a search answers with, best first: pages as search ranks them, the airline and the catalogue item the query names. */
export type RankedAnswer = ({ kind: 'page' } & RankedPage) | { kind: 'item' | 'airline'; slug: string; relevance: number };

/**
 * How far above the best page an answer the query asks for by name is scored: far enough that the
 * API's integer scores (relevance × 10) always set it apart.
 */
const LEAD = 1;

/** Whether the words that name an item are all words of the airline's name or aliases ("spirit" of Spirit Airlines). */
function namesAirline(item: NamedItem, airline: Airline): boolean {
  const names = new Set([airline.name, ...airline.aliases].flatMap(stemsOf));
  return item.stems.every((stem) => names.has(stem));
}

/** A query that is a page's whole title, pasted, asks for that page, whatever item its words name. */
const isPastedTitle = (query: string, page: RankedPage | undefined) => page !== undefined && asWords(pageBySlug(page.slug)?.title ?? '') === asWords(query);

/**
 * The pages, the airline and the item a query names, in score order. An airline named with a word
 * about bags ("ryanair cabin bag size", lib/airlines/airline-search.ts) comes first, unless the query
 * names an item too; then an item the query asks nothing else about (lib/items/item-search.ts), each
 * scored above the best page. An item named among other things, and an airline named with an item,
 * come after the best page, scored between it and the next. A query no page
 * answers is answered by what it names only when that leads. At most `limit` answers, pages keeping
 * every place the others do not take.
 */
export function rankedAnswers(query: string, limit: number): { answers: RankedAnswer[]; outcome: SearchOutcome } {
  const outcome = searchPages(query, limit);
  const pages = outcome.pages.map((page): RankedAnswer => ({ kind: 'page', ...page }));
  const [best, next] = outcome.pages;
  const top = best?.relevance ?? 0;
  const airline = namedAirline(query);
  const found = namedItem(query, outcome.concepts, [...outcome.unmatched, ...outcome.ignored]);
  // Words that name the airline name no item: "a bag on spirit" asks about Spirit, not a bottle of spirits.
  const item = found && airline && namesAirline(found, airline) ? undefined : found;
  const itemLeads = item?.leads === true && !isPastedTitle(query, best);
  // A thing named with the airline is what the traveler asks about ("a guitar on Southwest"): the airline then answers alongside.
  const airlineLeads = airline !== undefined && item === undefined;
  const between = (top + (next?.relevance ?? 0)) / 2;
  const leading: RankedAnswer[] = [
    ...(airline && airlineLeads ? [{ kind: 'airline' as const, slug: airline.iata, relevance: top + 2 * LEAD }] : []),
    ...(item && itemLeads ? [{ kind: 'item' as const, slug: item.item.slug, relevance: top + LEAD }] : []),
  ];
  const alongside: RankedAnswer[] = best
    ? [
        ...(item && !itemLeads ? [{ kind: 'item' as const, slug: item.item.slug, relevance: between }] : []),
        ...(airline && !airlineLeads ? [{ kind: 'airline' as const, slug: airline.iata, relevance: between }] : []),
      ]
    : [];
  return { answers: [...leading, ...pages.slice(0, 1), ...alongside, ...pages.slice(1)].slice(0, limit), outcome };
}
