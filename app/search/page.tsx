import type { Metadata } from 'next';
import { SearchForm } from '../_components/search-form';
import type { ApiErrorCode } from '@/lib/api/api-errors';
import { MAX_QUERY_LENGTH } from '@/lib/api/search-limits';
import { parseSearchRequest } from '@/lib/api/search-request';
import { searchPages } from '@/lib/search/search-pages';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

/** What a traveler is told when the form cannot be searched; an empty form needs no message. */
const problems: Partial<Record<ApiErrorCode, string>> = {
  query_too_long: `That search is too long: shorten it to ${MAX_QUERY_LENGTH} characters or fewer.`,
  repeated_query: 'Search for one thing at a time: put all your words in the search box.',
};

/** Results of the same search as GET /api/search, rendered on the server. */
export default async function SearchPage(props: PageProps<'/search'>) {
  const { q } = await props.searchParams;
  const params = new URLSearchParams([q ?? []].flat().map((value) => ['q', value]));
  const parsed = parseSearchRequest(params);
  const results = parsed.ok ? searchPages(parsed.query) : [];
  const problem = parsed.ok ? undefined : problems[parsed.code];
  return (
    <article className="page">
      <h1>Search</h1>
      <SearchForm query={parsed.ok ? parsed.query : ''} />
      {problem && <p role="alert">{problem}</p>}
      {parsed.ok && (
        <section aria-labelledby="results">
          <h2 id="results">
            {results.length === 0 ? `No guides match “${parsed.query}”` : `Guides matching “${parsed.query}”`}
          </h2>
          <ol className="search-results">
            {results.map((hit) => (
              <li key={hit.url}>
                <a href={new URL(hit.url).pathname}>{hit.title}</a>
                <p>{hit.description}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
