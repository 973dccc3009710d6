import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchForm } from '../_components/search-form';
import { parseSearchRequest } from '@/lib/api/search-request';
import { searchPages } from '@/lib/search/search-pages';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

/** Results of the same search as GET /api/search, rendered on the server. */
export default async function SearchPage(props: PageProps<'/search'>) {
  const query = (await props.searchParams).q;
  const params = new URLSearchParams(typeof query === 'string' ? { q: query } : {});
  const parsed = parseSearchRequest(params);
  const results = parsed.ok ? searchPages(parsed.query) : [];
  return (
    <article>
      <h1>Search</h1>
      <SearchForm query={parsed.ok ? parsed.query : ''} />
      {parsed.ok ? (
        <section aria-labelledby="results">
          <h2 id="results">
            {results.length === 0 ? `No guides match “${parsed.query}”` : `Guides matching “${parsed.query}”`}
          </h2>
          <ol className="search-results">
            {results.map((hit) => (
              <li key={hit.url}>
                <Link href={new URL(hit.url).pathname}>{hit.title}</Link>
                <p>{hit.description}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        query !== undefined && <p role="alert">{parsed.message}</p>
      )}
    </article>
  );
}
