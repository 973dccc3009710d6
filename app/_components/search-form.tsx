import { MAX_PASTED_QUERY_LENGTH } from '@/lib/site/search-limits';
import { routePaths } from '@/lib/site/urls';

/** A plain GET form to /search/: it works without JavaScript. Its landmark is named apart from the header's quick search. */
export function SearchForm({ query = '' }: { query?: string }) {
  return (
    <form role="search" aria-label="Search" action={routePaths.searchPage} method="get" className="search-form">
      <label htmlFor="search-query">Search items and guides</label>
      <input id="search-query" name="q" type="search" defaultValue={query} maxLength={MAX_PASTED_QUERY_LENGTH} placeholder="e.g. power bank, liquids, one week" />
      <button type="submit">Search</button>
    </form>
  );
}
