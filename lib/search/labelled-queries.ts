import tuningQueries from '../../tests/fixtures/search-queries.json' with { type: 'json' };
import blindQueries from '../../tests/fixtures/search-queries-blind.json' with { type: 'json' };
import devQueries from '../../tests/fixtures/search-queries-dev.json' with { type: 'json' };
import secondDevQueries from '../../tests/fixtures/search-queries-dev2.json' with { type: 'json' };
import unseenQueries from '../../tests/fixtures/search-queries-unseen.json' with { type: 'json' };
import type { LabelledQuery } from './guide-questions';

/**
 * The unseen and blind sets' queries are never learned from, so that they still measure search on
 * queries nobody tuned on. Sixteen of them were also typed, independently, into the sets learned from
 * ("melatonin", "pushchair on plane", "cheap flights to bali"): those are left out of learning too.
 */
const heldOut = new Set([...unseenQueries, ...blindQueries].map(({ query }) => query));

/**
 * The traveler queries the learned parts of search learn from (scope-model.ts, guide-classifier.ts):
 * the tuning set and the two dev sets (bench/relevance.ts), each with the pages expected to answer it.
 * Read by the content build and the benchmarks, never by the server.
 */
export const LABELLED_QUERIES: readonly LabelledQuery[] = [...tuningQueries, ...devQueries, ...secondDevQueries]
  .filter(({ query }) => !heldOut.has(query));
