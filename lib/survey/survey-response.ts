import { PLAIN_TEXT_TYPE } from '@/lib/http/media-types';
import { unavailableResult, type SubmissionResult } from './submission-outcomes';

const PRIVATE = { 'Cache-Control': 'no-store', 'Content-Type': PLAIN_TEXT_TYPE };

/** A submission's outcome as the reply: the message as plain text, never cached, the outcome named in Survey-Outcome. */
export function submissionResponse(submission: SubmissionResult): Response {
  return new Response(submission.message, { status: submission.status, headers: { ...PRIVATE, 'Survey-Outcome': submission.outcome, ...submission.headers } });
}

/** For the challenge route, which needs the store too. */
export const surveyUnavailableResponse = (error: unknown): Response => submissionResponse(unavailableResult(error));
