import type { Metadata } from 'next';
import { SearchForm } from '../_components/search-form';
import type { ApiErrorCode } from '@/lib/api/api-errors';
import { MAX_QUERY_LENGTH } from '@/lib/api/search-limits';
import { parseSearchRequest } from '@/lib/api/search-request';
import { routePaths } from '@/lib/site/route-paths';
import { partialAnswerNote, searchResponse } from '@/lib/api/search-response';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

/** What a traveler is told when the form cannot be searched; an empty form needs no message. */
const problems: Partial<Record<ApiErrorCode, string>> = {
  query_too_long: `That search is too long: shorten it to ${MAX_QUERY_LENGTH} characters or fewer.`,
  repeated_query: 'Search for one thing at a time: put all your words in the search box.',
};

/** A link within the site, from an absolute URL the API gives: works whatever host serves the page. */
const sitePathOf = (url: string) => {
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
};

/** Results of the same search as GET /api/search, rendered on the server. */
export default async function SearchPage(props: PageProps<'/search'>) {
  const { q } = await props.searchParams;
  const params = new URLSearchParams([q ?? []].flat().map((value) => ['q', value]));
  const parsed = parseSearchRequest(params);
  const response = parsed.ok ? searchResponse(parsed.query) : undefined;
  const results = response?.results ?? [];
  const suggestion = response?.suggestion;
  const ignoredWords = response?.ignoredWords;
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
          {ignoredWords && <p>{partialAnswerNote(ignoredWords)}</p>}
          {suggestion && (
            <p>
              {suggestion.message}{' '}
              {suggestion.queries.map((query) => (
                <a key={query} href={`${routePaths.searchPage}?${new URLSearchParams({ q: query })}`}>
                  Search for “{query}”
                </a>
              ))}{' '}
              <a href={routePaths.guides}>Browse every guide</a>.
            </p>
          )}
          <ol className="search-results">
            {results.map((hit) => (
              <li key={hit.url}>
                <a href={sitePathOf(hit.url)}>{hit.title}</a>
                <p>{hit.excerpt ?? hit.description}</p>
                {hit.section && (
                  <p>
                    In <a href={sitePathOf(hit.section.url)}>{hit.section.heading}</a>
                  </p>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
