import { TIP_MAX_LENGTH } from './questions';
import { logStoreFailure, SurveyClosedError } from './store/survey-store';

/** Everything a submission can come to: which layer decided, the status, and what a person is told. */
export const outcomes = {
  stored: { status: 201, message: 'Thank you: your answer is stored.' },
  duplicate: { status: 200, message: 'Thank you: your answer was already stored, once.' },
  /** Sent with the SurveyClosedError's own message, which says why; this one is only the fallback. */
  closed: { status: 503, message: 'The survey is closed for now. Nothing was stored.' },
  'not-same-origin': {
    status: 403,
    message: 'The survey accepts answers only from its own page. Open the survey on the Packwise site and send it from there.',
  },
  'unsupported-form': {
    status: 415,
    message: 'The survey accepts only its own form. Open the survey page and send the form from there.',
  },
  'too-large': {
    status: 413,
    message: `That answer is too long. The tip may have at most ${TIP_MAX_LENGTH} characters; shorten it and send again.`,
  },
  unreadable: {
    status: 400,
    message: 'Your answer did not arrive whole, so nothing was stored. Your answers are still in the form: send them again.',
  },
  honeypot: {
    status: 422,
    message: 'A hidden field that people never see was filled in or left out, so this looks automatic and nothing was stored. Your answers are still in the form and the hidden field is now empty: send them again.',
  },
  'invalid-answer': { status: 422, message: 'Some answers need a look:' },
  'proof-missing': {
    status: 400,
    message: 'The check that a person is answering has not finished. Wait for it to say it is done (it needs JavaScript), then send again.',
  },
  'proof-invalid': {
    status: 400,
    message: 'The check that a person is answering did not verify. Reload the page to get a new check, then send again; your answers stay in the form.',
  },
  'proof-expired': {
    status: 400,
    message: 'The check that a person is answering has expired. Reload the page to get a new one, then send again.',
  },
  'too-fast': {
    status: 422,
    message: 'That was faster than a person can read the questions. Take a few seconds to check your answers, then send again.',
  },
  'challenge-used': {
    status: 409,
    message: 'This check was already used for a different answer. Reload the page to get a new check if you want to answer again.',
  },
  'rate-limited': {
    status: 429,
    message: 'This connection has already sent several answers in the last hour. Thank you: please try again later.',
  },
  unavailable: {
    status: 503,
    message: 'The survey cannot store answers right now: its database is not reachable. Nothing was stored. Your answers are still in the form: try again in a few minutes.',
  },
} as const;

export type OutcomeName = keyof typeof outcomes;
export type SubmissionResult = { outcome: OutcomeName; status: number; message: string; headers?: Record<string, string> };

export function result(outcome: OutcomeName, detail?: { message?: string; headers?: Record<string, string> }): SubmissionResult {
  return { outcome, status: outcomes[outcome].status, message: detail?.message ?? outcomes[outcome].message, headers: detail?.headers };
}

/** A closed survey or an unreachable database: a deliberate 503 with a message, never a 500. */
export function unavailableResult(error: unknown): SubmissionResult {
  if (error instanceof SurveyClosedError) return result('closed', { message: error.message });
  logStoreFailure(error);
  return result('unavailable', { headers: { 'Retry-After': '120' } });
}
