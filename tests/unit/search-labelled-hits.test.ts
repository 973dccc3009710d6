import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LABELLED_SETS } from '@/lib/search/learned/labelled-queries';
import { searchPages } from '@/lib/search/search-pages';
import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';

/** A query's whole outcome (pages with relevance, section and excerpt; unmatched and ignored words) as 16 hex digits. */
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * What search answers to every labelled query, recorded, so that a change meant to move no hit (a
 * refactor, a faster index) shows that none moved. A change meant to move hits re-records with
 * `npx vitest run tests/unit/search-labelled-hits.test.ts -u` and says in its commit what moved and
 * why; the held-out sets are recorded as digests only, so no one reads their hits from this file.
 */
describe('search hits on every labelled set', () => {
  for (const [name, cases] of Object.entries(LABELLED_SETS)) {
    it(`${name}: each of the ${cases.length} queries gets the recorded hits, byte for byte`, async () => {
      const record = cases.map(({ query }) => digest(searchPages(query, SEARCH_RESULT_LIMIT)));
      await expect(`${JSON.stringify(record, null, 1)}\n`).toMatchFileSnapshot(`./__snapshots__/search-hits-${name}.json`);
    });
  }
});
