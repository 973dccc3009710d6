import { submitSurvey } from '@/lib/survey/submit-survey';
import { submissionResponse } from '@/lib/survey/survey-response';

export const dynamic = 'force-dynamic';

/**
 * POST /survey/submit: the survey form's answer (application/x-www-form-urlencoded), same origin
 * only. The reply is the message for the traveler as plain text, with a status that says which
 * layer decided; no CORS header, so no other site's script can read it.
 */
export async function POST(request: Request) {
  return submissionResponse(await submitSurvey(request));
}
