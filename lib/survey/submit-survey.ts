import { parseSurveyAnswer } from './answer-schema';
import { fieldNames } from './field-names';
import { checkProof, type ProofCheck } from './challenge';
import { noteStoredAnswer } from './results-freshness';
import { rateLimitKeys } from './client-key';
import { rateLimitSecret } from './rate-limit-secret';
import { isSameOrigin } from './same-origin';
import { result, unavailableResult, type OutcomeName, type SubmissionResult } from './submission-outcomes';
import { saveAnswer } from './store/answers';
import { surveyStore } from './store/survey-store';
import { surveySecret } from './survey-secret';
import { surveySettings } from './survey-settings';

/** The whole form is a few hundred bytes; a 500-character tip in multi-byte script stays far below this. */
export const MAX_BODY_BYTES = 16 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

type Body = { text: string } | { refused: 'too-large' | 'unreadable' };

/** At most `limit` bytes of the body, without reading the rest of a longer one. */
async function readBody(request: Request, limit: number): Promise<Body> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { refused: 'too-large' };
  if (!request.body) return { text: '' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) return { refused: 'too-large' };
      chunks.push(chunk);
    }
  } catch {
    // The client went away mid-body: a refusal, not a 500.
    return { refused: 'unreadable' };
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}

const PROOF_REFUSALS: Record<Exclude<ProofCheck, { ok: true }>['reason'], OutcomeName> = {
  missing: 'proof-missing',
  malformed: 'proof-invalid',
  invalid: 'proof-invalid',
  expired: 'proof-expired',
};

/** The honeypot this form's challenge named must be sent once, and empty. */
const honeypotUntouched = (form: URLSearchParams, name: string) => {
  const values = form.getAll(name);
  return values.length === 1 && values[0] === '';
};

/**
 * One POST to the survey, through every layer in order, cheapest first; only the last one writes.
 * Every refusal says which layer refused and what a person can do; none stores anything.
 */
export async function submitSurvey(request: Request, now = Date.now()): Promise<SubmissionResult> {
  if (!isSameOrigin(request.headers)) return result('not-same-origin');
  if (request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() !== FORM_TYPE) return result('unsupported-form');
  const body = await readBody(request, MAX_BODY_BYTES);
  if ('refused' in body) return result(body.refused);
  const form = new URLSearchParams(body.text);

  const parsed = parseSurveyAnswer(form);
  if (!parsed.ok) return result('invalid-answer', { message: [result('invalid-answer').message, ...parsed.problems.map((problem) => `- ${problem}`)].join('\n') });

  try {
    const store = await surveyStore();
    const secret = await surveySecret(store);
    const proof = await checkProof(form.get(fieldNames.proof), secret);
    if (!proof.ok) return result(PROOF_REFUSALS[proof.reason]);
    if (!honeypotUntouched(form, proof.honeypot)) return result('honeypot');
    if (now - proof.issuedAt < surveySettings.minFillMs()) return result('too-fast');
    const outcome = await saveAnswer(
      store.db,
      { answer: parsed.answer, challengeId: proof.challengeId, rateLimit: rateLimitKeys(request.headers, rateLimitSecret(), now), answersPerHour: surveySettings.answersPerHour },
      new Date(now),
    );
    if (outcome === 'stored') noteStoredAnswer();
    return result(outcome, outcome === 'rate-limited' ? { headers: { 'Retry-After': '3600' } } : undefined);
  } catch (error) {
    return unavailableResult(error);
  }
}
