import { submitSurvey } from '@/lib/survey/submit-survey';
import { submissionResponse } from '@/lib/survey/survey-response';

export const dynamic = 'force-dynamic';
// Its own function on Vercel, apart from the API's and with PGlite (see next.config.ts); far above the
// store's own connect timeout, which answers for a dead database first.
export const maxDuration = 60;

/**
 * POST /survey/submit: the survey form's answer (application/x-www-form-urlencoded), same origin
 * only. The reply is the message for the traveler as plain text, with a status that says which
 * layer decided; no CORS header, so no other site's script can read it.
 */
export async function POST(request: Request) {
  return submissionResponse(await submitSurvey(request));
}
