import { RESULTS_TTL_MS, storedAnswersSoFar } from './results-freshness';
import { sweepEndedRecords } from './store/rate-limit';
import { currentRelease } from './store/releases';
import { logStoreFailure, SurveyClosedError, surveyStore } from './store/survey-store';
import { surveyResults, type SurveyResults } from './survey-results';

export type ReadResults = { ok: true; results: SurveyResults } | { ok: false; message: string };

/**
 * The results this process read last, kept for RESULTS_TTL_MS. `stored` is storedAnswersSoFar() when
 * the read began, so that a read begun before this process stored an answer is not kept.
 */
type ResultsCache = { results?: SurveyResults; readAt?: number; stored?: number };
// On globalThis: the results page, its mirror and the submission handler may be separate bundles.
const cache: ResultsCache = ((globalThis as { packwiseSurveyResults?: ResultsCache }).packwiseSurveyResults ??= {});

/** The published results, or why there are none right now (closed survey, unreachable database). */
export async function readSurveyResults(now = Date.now()): Promise<ReadResults> {
  const stored = storedAnswersSoFar();
  if (cache.results && cache.stored === stored && now - cache.readAt! < RESULTS_TTL_MS) return { ok: true, results: cache.results };
  try {
    const store = await surveyStore();
    // Reading is also when a quiet server deletes the rate limit's ended records.
    await sweepEndedRecords(store.db, new Date(now));
    const results = surveyResults(await currentRelease(store.db, new Date(now)));
    if (storedAnswersSoFar() === stored) Object.assign(cache, { results, readAt: now, stored });
    return { ok: true, results };
  } catch (error) {
    if (error instanceof SurveyClosedError) return { ok: false, message: error.resultsMessage };
    logStoreFailure(error);
    return { ok: false, message: 'The results cannot be read right now: the survey database is not reachable. Try again in a few minutes.' };
  }
}
