import { sweepEndedRecords } from './store/rate-limit';
import { currentRelease } from './store/releases';
import { logStoreFailure, SurveyClosedError, surveyStore } from './store/survey-store';
import { surveyResults, type SurveyResults } from './survey-results';

export type ReadResults = { ok: true; results: SurveyResults } | { ok: false; message: string };

/**
 * The results change only with a release, so a process keeps what it read for a few seconds: a
 * release is made within RESULTS_TTL_MS of becoming due, whichever process stored the answer that
 * made it due, and at once when this process stored it.
 */
const RESULTS_TTL_MS = 10_000;
/** `stores` counts this process's stored answers, so a read that began before one is not kept. */
type ResultsCache = { results?: SurveyResults; readAt?: number; stores: number };
// On globalThis: the results page, its mirror and the submission handler may be separate bundles.
const cache: ResultsCache = ((globalThis as { packwiseSurveyResults?: ResultsCache }).packwiseSurveyResults ??= { stores: 0 });

export function forgetSurveyResults(): void {
  cache.results = undefined;
  cache.stores += 1;
}

/** The published results, or why there are none right now (closed survey, unreachable database). */
export async function readSurveyResults(now = Date.now()): Promise<ReadResults> {
  if (cache.results && cache.readAt !== undefined && now - cache.readAt < RESULTS_TTL_MS) return { ok: true, results: cache.results };
  const stores = cache.stores;
  try {
    const store = await surveyStore();
    // Reading is also when a quiet server deletes the rate limit's ended records.
    await sweepEndedRecords(store.db, new Date(now));
    const results = surveyResults(await currentRelease(store.db, new Date(now)));
    if (cache.stores === stores) Object.assign(cache, { results, readAt: now });
    return { ok: true, results };
  } catch (error) {
    if (error instanceof SurveyClosedError) return { ok: false, message: error.resultsMessage };
    logStoreFailure(error);
    return { ok: false, message: 'The results cannot be read right now: the survey database is not reachable. Try again in a few minutes.' };
  }
}
