import type { Metadata } from 'next';
import { GuideList } from '../_components/guide-list';
import { SearchForm } from '../_components/search-form';
import { commonQuestions, startingPointGuides } from '@/lib/content/guide-extras';
import { pagePath } from '@/lib/site/urls';
import type { ApiErrorCode } from '@/lib/api/api-errors';
import type { HitKind } from '@/lib/api/schemas';
import { MAX_PASTED_QUERY_LENGTH } from '@/lib/site/search-limits';
import { pastedSearch, readNote } from '@/lib/api/pasted-search';
import { routePaths } from '@/lib/site/route-paths';
import { ANSWER_LABELS } from '@/lib/site/answer-labels';
import { partialAnswerNote, readingNotes, searchResponse } from '@/lib/api/search-response';
import { answerPlace } from '@/lib/api/answer-place';
import type { SearchHit } from '@/lib/api/schemas';
import { formatCalendarDate } from '@/lib/site/calendar-date';

export const metadata: Metadata = { title: 'Search', robots: { index: false } };

/** What a traveler is told when the form cannot be searched; an empty form needs no message. */
const problems: Partial<Record<ApiErrorCode, string>> = {
  query_too_long: `That search is too long: shorten it to ${MAX_PASTED_QUERY_LENGTH} characters or fewer.`,
  repeated_query: 'Search for one thing at a time: put all your words in the search box.',
  invalid_kinds: 'Choose what to show from the links below the search box: everything, items or guides.',
};

/** What the results can be narrowed to, as links: the same `kinds` filter as GET /api/search. */
const KIND_FILTERS: readonly { label: string; kinds?: HitKind }[] = [
  { label: 'Everything' },
  { label: 'Items', kinds: 'item' },
  { label: 'Airlines', kinds: 'airline' },
  { label: 'Guides', kinds: 'guide' },
];

/** A link within the site, from an absolute URL the API gives: works whatever host serves the page. */
const sitePathOf = (url: string) => {
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
};

/** What a heading says was searched for: the words, or a long question, which the note below it quotes as read. */
const searchedFor = (query: string, read: string | undefined) => (read ? 'your question' : `“${query}”`);

/** Results of the same search as GET /api/search, rendered on the server. */
export default async function SearchPage(props: PageProps<'/search'>) {
  const { q, kinds } = await props.searchParams;
  const params = new URLSearchParams([
    ...[q ?? []].flat().map((value) => ['q', value]),
    ...[kinds ?? []].flat().map((value) => ['kinds', value]),
  ]);
  const { request: parsed, response, read } = pastedSearch(params);
  const results = response?.results ?? [];
  const suggestion = response?.suggestion;
  const ignoredWords = response?.ignoredWords;
  const problem = parsed.ok ? undefined : problems[parsed.code];
  // Nothing matched: the best guide for the words some guide covers is the nearest thing to an answer.
  const nearest = results.length === 0 && suggestion?.queries[0] ? searchResponse(suggestion.queries[0], ['guide']).results[0] : undefined;
  return (
    <article className="page search-page">
      <h1>Search</h1>
      <SearchForm query={parsed.ok ? parsed.query : ''} />
      {problem && <p role="alert">{problem}</p>}
      {!parsed.ok && !problem && <CommonQuestions />}
      {parsed.ok && (
        <section aria-labelledby="results">
          <h2 id="results">{results.length === 0 ? `Nothing matches ${searchedFor(response!.query, read)}` : `Results for ${searchedFor(response!.query, read)}`}</h2>
          {read && <p className="query-read">{readNote(parsed.query, read)}</p>}
          {ignoredWords && <p>{partialAnswerNote(ignoredWords)}</p>}
          {readingNotes(response!).map((note) => (
            <p key={note}>{note}</p>
          ))}
          {suggestion && (
            <p>
              {suggestion.message}{' '}
              {suggestion.queries.map((query) => (
                <span key={query}>
                  <a href={`${routePaths.searchPage}?${new URLSearchParams({ q: query })}`}>Search for “{query}”</a> or{' '}
                </span>
              ))}
              {/* After "Search for …" it continues the sentence; alone, it starts one after the message's. */}
              <a href={routePaths.guides}>{suggestion.queries.length > 0 ? 'browse every guide' : 'Browse every guide'}</a>.
            </p>
          )}
          {nearest && (
            <p>
              The closest guide we have is <a href={sitePathOf(nearest.url)}>{nearest.title}</a>.
            </p>
          )}
          {(results.length > 0 || parsed.kinds) && <KindFilter query={parsed.query} shown={parsed.kinds} />}
          <ol className="search-results">
            {results.map((hit) => (
              <li key={hit.url} className={hit.kind in ANSWER_LABELS ? 'answer-hit' : undefined}>
                {ANSWER_LABELS[hit.kind] && <span className="hit-kind">{ANSWER_LABELS[hit.kind]}</span>}
                <a href={sitePathOf(hit.url)}>{hit.title}</a>
                <p className={hit.answer ? 'hit-answer' : undefined}>{hit.answer?.text ?? hit.excerpt ?? hit.description}</p>
                {hit.answer ? (
                  <AnswerCredits hit={hit} />
                ) : (
                  hit.section && (
                    <p>
                      In <a href={sitePathOf(hit.section.url)}>{hit.section.heading}</a>
                    </p>
                  )
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}

/** Where a hit's answer is on its page, and the pages it comes from with the day each was checked. */
function AnswerCredits({ hit }: { hit: SearchHit }) {
  const place = answerPlace(hit);
  const sources = hit.answer?.sources ?? [];
  if (!place && sources.length === 0) return null;
  return (
    <p className="hit-credits">
      {place && (
        <>
          From <a href={sitePathOf(hit.answer!.url)}>{place}</a>.{' '}
        </>
      )}
      {sources.length > 0 && (
        <>
          Source:{' '}
          {sources.map((source, index) => (
            <span key={source.url}>
              {index > 0 && '; '}
              <a href={source.url}>{source.publisher ?? source.title}</a>, checked {formatCalendarDate(source.checked)}
            </span>
          ))}
          .
        </>
      )}
    </p>
  );
}

/** Links that narrow the results to items or guides, the current choice marked. */
function KindFilter({ query, shown }: { query: string; shown?: HitKind[] }) {
  const current = shown?.length === 1 ? shown[0] : undefined;
  return (
    <nav aria-label="Show" className="kind-filter">
      {KIND_FILTERS.map(({ label, kinds }) => (
        <a key={label} href={`${routePaths.searchPage}?${new URLSearchParams({ q: query, ...(kinds && { kinds }) })}`} aria-current={kinds === current ? 'page' : undefined}>
          {label}
        </a>
      ))}
    </nav>
  );
}

/** An empty search page offers what travelers ask most: the guides where most trips start, and a question each answers. */
function CommonQuestions() {
  const guides = startingPointGuides();
  return (
    <>
      <section aria-labelledby="common-questions">
        <h2 id="common-questions">Common questions</h2>
        <ul>
          {commonQuestions().map(({ slug, question }) => (
            <li key={slug}>
              <a href={`${pagePath(slug)}#faq`}>{question}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="start-here">
        <h2 id="start-here">Where most trips start</h2>
        <GuideList guides={guides} layout="rows" />
      </section>
    </>
  );
}
