import { answerAggregates } from './store/aggregates';
import { SurveyClosedError, surveyStore } from './store/survey-store';
import { surveyResults, type SurveyResults } from './survey-results';

export type ReadResults = { ok: true; results: SurveyResults } | { ok: false; message: string };

/** The published results, or why there are none right now (closed survey, unreachable database). */
export async function readSurveyResults(): Promise<ReadResults> {
  try {
    const store = await surveyStore();
    return { ok: true, results: surveyResults(await answerAggregates(store.db)) };
  } catch (error) {
    if (error instanceof SurveyClosedError) return { ok: false, message: 'The survey is closed on this deployment, so there are no results to show.' };
    console.error('Survey store unavailable:', error instanceof Error ? error.message : error);
    return { ok: false, message: 'The results cannot be read right now: the survey database is not reachable. Try again in a few minutes.' };
  }
}
