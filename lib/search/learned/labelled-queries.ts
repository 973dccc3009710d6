import blind from '@/content/search/queries/blind.json' with { type: 'json' };
import dev from '@/content/search/queries/dev.json' with { type: 'json' };
import dev2 from '@/content/search/queries/dev2.json' with { type: 'json' };
import dev3 from '@/content/search/queries/dev3.json' with { type: 'json' };
import dev4 from '@/content/search/queries/dev4.json' with { type: 'json' };
import freshA from '@/content/search/queries/fresh-a.json' with { type: 'json' };
import freshB from '@/content/search/queries/fresh-b.json' with { type: 'json' };
import tuning from '@/content/search/queries/tuning.json' with { type: 'json' };
import unseen from '@/content/search/queries/unseen.json' with { type: 'json' };

/** A query labelled with the pages that answer it, best first; none when no page does. */
export type LabelledQuery = { query: string; expected: readonly string[] };

/**
 * The traveler queries of content/search/queries, by set: the tuning set and the four dev sets, which
 * search learns from and whose failures are read, and the unseen, blind and two fresh sets, held out (README.md).
 */
export const LABELLED_SETS = { tuning, dev, dev2, dev3, dev4, unseen, blind, freshA, freshB } satisfies Record<string, readonly LabelledQuery[]>;

/**
 * The held-out sets' queries are never learned from, so that they still measure search on
 * queries nobody tuned on. Sixteen of them were also typed, independently, into the sets learned from
 * ("melatonin", "pushchair on plane", "cheap flights to bali"): those are left out of learning too.
 */
const heldOut = new Set([...unseen, ...blind, ...freshA, ...freshB].map(({ query }) => query));

/**
 * The traveler queries the learned parts of search learn from (scope-model.ts, guide-classifier.ts):
 * the tuning set and the four dev sets, each with the pages expected to answer it. Read by the content
 * build and the benchmarks, never by the server.
 */
export const LABELLED_QUERIES: readonly LabelledQuery[] = [...tuning, ...dev, ...dev2, ...dev3, ...dev4].filter(({ query }) => !heldOut.has(query));
