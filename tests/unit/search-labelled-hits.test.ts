import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unvalidatedSearchResponse } from '@/lib/api/search-response';
import { LABELLED_SETS } from '@/lib/search/learned/labelled-queries';

/** A query's answer as GET /api/search serves it (hits with score, section and excerpt; ignored words; suggestion) as 16 hex digits. */
const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/**
 * What search answers to every labelled query, as travelers and clients receive it, recorded, so that
 * a change meant to move no hit (a refactor, a faster index) shows that none moved. A change meant to
 * move hits, or an edit to the guides that does, re-records with
 * `npx vitest run tests/unit/search-labelled-hits.test.ts -u` and says in its commit what moved and
 * why; the held-out sets are recorded as digests only, so no one reads their hits from this file.
 */
describe('search hits on every labelled set', () => {
  for (const [name, cases] of Object.entries(LABELLED_SETS)) {
    it(`${name}: each of the ${cases.length} queries gets the recorded hits, byte for byte`, async () => {
      const record = cases.map(({ query }) => digest(unvalidatedSearchResponse(query)));
      await expect(`${JSON.stringify(record, null, 1)}\n`).toMatchFileSnapshot(`./__snapshots__/search-hits-${name}.json`);
      // The first set read cuts each page it quotes into passages (lib/answers/page-passages.ts).
    }, 30_000);
  }
});
