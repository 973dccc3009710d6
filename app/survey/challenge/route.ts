import { newChallenge } from '@/lib/survey/challenge';
import { surveyUnavailableResponse } from '@/lib/survey/survey-response';
import { surveyStore } from '@/lib/survey/store/survey-store';
import { surveySecret } from '@/lib/survey/survey-secret';

export const dynamic = 'force-dynamic';
// Its own function on Vercel, apart from the API's and with PGlite (see next.config.ts); far above the
// store's own connect timeout, which answers for a dead database first.
export const maxDuration = 60;

/** GET /survey/challenge: a fresh proof-of-work challenge for the survey page's widget. Same origin: no CORS header. */
export async function GET() {
  try {
    const challenge = await newChallenge(await surveySecret(await surveyStore()));
    return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return surveyUnavailableResponse(error);
  }
}
