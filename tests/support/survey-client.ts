import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { routePaths } from '@/lib/site/route-paths';
import { fieldNames, honeypotOf } from '@/lib/survey/field-names';
import { TEST_MIN_FILL_MS } from './survey-test-env';

/** A complete, valid answer, as the form sends it. */
export const validAnswer: [string, string][] = [
  ['tripLength', 'week'],
  ['tripKind', 'city'],
  ['bagSetup', 'carry-on-and-personal-item'],
  ['bagLiters', '40'],
  ['overpacked', 'clothes'],
  ['overpacked', 'shoes'],
  ['missed', 'medicine'],
  ['bagChecks', 'measured'],
  ['tip', 'Roll, do not fold.'],
];

export async function fetchChallenge(baseUrl: string): Promise<Challenge> {
  const response = await fetch(`${baseUrl}${routePaths.surveyChallenge}`);
  if (!response.ok) throw new Error(`GET ${routePaths.surveyChallenge} answered ${response.status}`);
  return (await response.json()) as Challenge;
}

/** What the widget does in the browser: solve the challenge and encode the payload. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function solvedProof(baseUrl: string): Promise<string> {
  return solve(await fetchChallenge(baseUrl));
}

/** `count` solved proofs from the server at `baseUrl`, old enough to pass the test servers' minimum fill time. */
export async function readyProofs(baseUrl: string, count: number): Promise<string[]> {
  const proofs = await Promise.all(Array.from({ length: count }, () => solvedProof(baseUrl)));
  await sleep(TEST_MIN_FILL_MS + 100);
  return proofs;
}

/** The challenge a proof (the widget's base64 payload) solved. */
export const challengeOfProof = (proof: string): Challenge => JSON.parse(Buffer.from(proof, 'base64').toString('utf8')).challenge;

/** The honeypot a solved proof's challenge named for its form (none for a proof that is not one). */
export const honeypotOfProof = (proof: string): string | undefined => honeypotOf(challengeOfProof(proof));

/**
 * The form as the survey page sends it: the answer, the proof, and the proof's honeypot left empty
 * (`honeypot` fills it in, or `null` leaves the field out).
 */
export function answerBody(proof: string | undefined, fields: [string, string][] = validAnswer, honeypot: string | null = ''): URLSearchParams {
  const body = new URLSearchParams(fields);
  if (proof === undefined) return body;
  body.set(fieldNames.proof, proof);
  const name = honeypotOfProof(proof);
  if (name !== undefined && honeypot !== null) body.append(name, honeypot);
  return body;
}

type PostOptions = { address?: string; headers?: Record<string, string> };

/** POST as the survey page's script does: same origin, form-encoded; `address` stands for the client's IP. */
export function postAnswer(baseUrl: string, body: BodyInit, { address = '10.0.0.1', headers = {} }: PostOptions = {}): Promise<Response> {
  return fetch(`${baseUrl}${routePaths.surveySubmit}`, {
    method: 'POST',
    body,
    headers: { Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, ...(typeof body === 'string' || body instanceof URLSearchParams ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}), ...headers },
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
