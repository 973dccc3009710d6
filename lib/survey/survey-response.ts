import { PLAIN_TEXT_TYPE } from '@/lib/http/media-types';
import { result, type SubmissionResult } from './submission-outcomes';
import { SurveyClosedError } from './store/survey-store';

const PRIVATE = { 'Cache-Control': 'no-store', 'Content-Type': PLAIN_TEXT_TYPE };

export function submissionResponse(submission: SubmissionResult): Response {
  return new Response(submission.message, { status: submission.status, headers: { ...PRIVATE, 'Survey-Outcome': submission.outcome, ...submission.headers } });
}

/** A closed survey or an unreachable database: a deliberate 503, never an unhandled 500. */
export function surveyUnavailableResponse(error: unknown): Response {
  if (error instanceof SurveyClosedError) return submissionResponse(result('closed', { message: error.message }));
  console.error('Survey store unavailable:', error instanceof Error ? error.message : error);
  return submissionResponse(result('unavailable', { headers: { 'Retry-After': '120' } }));
}
