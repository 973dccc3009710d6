import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePaths } from '@/lib/site/route-paths';
import { HONEYPOT_NAME, honeypotOf } from '@/lib/survey/field-names';
import { TIP_MAX_LENGTH } from '@/lib/survey/questions';
import { answerBody, challengeOfProof, fetchChallenge, honeypotOfProof, postAnswer, readyProofs, solve, solvedProof, validAnswer } from '../support/survey-client';
import { serveSurvey, storedChallengeIds, type SurveyServer } from '../support/survey-server';

/**
 * A server with a store of its own: the published results change only with a release, so what the
 * bots stored is read from the store itself once the server has stopped (the last test).
 */
let app: SurveyServer;
let baseUrl: string;
/** The challenge ids of the answers the server acknowledged with 201: the store must hold exactly these. */
const acknowledged = new Set<string>();

beforeAll(async () => {
  app = await serveSurvey();
  baseUrl = app.baseUrl;
}, 120_000);
afterAll(() => app?.remove());

/** Notes an answer the server said it stored. */
function noteStored(response: Response, proof: string) {
  if (response.status === 201) acknowledged.add(challengeOfProof(proof).parameters.nonce);
}

let address = 0;
/** Each case its own client address, so the rate limit only refuses where a case means it to. */
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

type Refusal = { status: number; outcome: string; message: RegExp };

async function expectRefused(response: Response, refusal: Refusal) {
  expect(response.status).toBe(refusal.status);
  expect(response.headers.get('survey-outcome')).toBe(refusal.outcome);
  expect(response.headers.get('access-control-allow-origin')).toBeNull();
  expect(await response.text()).toMatch(refusal.message);
}

describe('every layer refuses what it is there for, with a message for a person, and stores nothing', () => {
  let proofs: string[];
  // Fourteen proofs of work are seconds of CPU: a clean-clone CI run on a busy machine took over the 10 s hooks get by default.
  beforeAll(async () => {
    proofs = await readyProofs(baseUrl, 14);
  }, 60_000);

  const cases: { name: string; send: () => Promise<Response>; refusal: Refusal }[] = [
    { name: 'no proof of work', send: () => postAnswer(baseUrl, answerBody(undefined), { address: nextAddress() }), refusal: { status: 400, outcome: 'proof-missing', message: /has not finished/ } },
    { name: 'a proof that is not one', send: () => postAnswer(baseUrl, answerBody('eyJub3QiOiJhIHByb29mIn0='), { address: nextAddress() }), refusal: { status: 400, outcome: 'proof-invalid', message: /Reload the page/ } },
    {
      name: 'a proof for a challenge we did not sign',
      send: async () => {
        const challenge = await fetchChallenge(baseUrl);
        challenge.parameters.keyPrefix = '0';
        return postAnswer(baseUrl, answerBody(await solve(challenge)), { address: nextAddress() });
      },
      refusal: { status: 400, outcome: 'proof-invalid', message: /did not verify/ },
    },
    { name: 'the honeypot filled in', send: () => postAnswer(baseUrl, answerBody(proofs[0], validAnswer, 'https://spam.example'), { address: nextAddress() }), refusal: { status: 422, outcome: 'honeypot', message: /never see/ } },
    { name: 'the honeypot left out', send: () => postAnswer(baseUrl, answerBody(proofs[11], validAnswer, null), { address: nextAddress() }), refusal: { status: 422, outcome: 'honeypot', message: /never see/ } },
    { name: 'an empty field under the old fixed honeypot name instead', send: () => postAnswer(baseUrl, answerBody(proofs[12], [...validAnswer, ['website', '']], null), { address: nextAddress() }), refusal: { status: 422, outcome: 'honeypot', message: /never see/ } },
    { name: 'the honeypot sent twice', send: () => postAnswer(baseUrl, answerBody(proofs[13], [...validAnswer, [honeypotOfProof(proofs[13]!)!, '']]), { address: nextAddress() }), refusal: { status: 422, outcome: 'honeypot', message: /never see/ } },
    { name: 'an answer faster than a person reads', send: async () => postAnswer(baseUrl, answerBody(await solvedProof(baseUrl)), { address: nextAddress() }), refusal: { status: 422, outcome: 'too-fast', message: /faster than a person/ } },
    { name: 'another origin', send: () => postAnswer(baseUrl, answerBody(proofs[1]), { address: nextAddress(), headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' } }), refusal: { status: 403, outcome: 'not-same-origin', message: /only from its own page/ } },
    { name: 'a same-site but cross-origin fetch', send: () => postAnswer(baseUrl, answerBody(proofs[2]), { address: nextAddress(), headers: { 'Sec-Fetch-Site': 'same-site' } }), refusal: { status: 403, outcome: 'not-same-origin', message: /own page/ } },
    { name: 'no Origin header', send: () => fetch(`${baseUrl}${routePaths.surveySubmit}`, { method: 'POST', body: answerBody(proofs[3]) }), refusal: { status: 403, outcome: 'not-same-origin', message: /own page/ } },
    { name: 'JSON instead of the form', send: () => postAnswer(baseUrl, JSON.stringify(Object.fromEntries(validAnswer)), { address: nextAddress(), headers: { 'Content-Type': 'application/json' } }), refusal: { status: 415, outcome: 'unsupported-form', message: /only its own form/ } },
    { name: 'a body larger than the form can be', send: () => postAnswer(baseUrl, answerBody(proofs[4], [...validAnswer, ['tip', 'x'.repeat(20_000)]]), { address: nextAddress() }), refusal: { status: 413, outcome: 'too-large', message: /too long/ } },
  ];

  it.each(cases)('$name → $refusal.status $refusal.outcome', async ({ send, refusal }) => {
    await expectRefused(await send(), refusal);
  });

  it('a replayed proof with a different answer → 409; the same answer again → the same thank-you, stored once', async () => {
    const proof = proofs[5]!;
    const first = await postAnswer(baseUrl, answerBody(proof), { address: nextAddress() });
    expect(first.status).toBe(201);
    noteStored(first, proof);
    const again = await postAnswer(baseUrl, answerBody(proof), { address: nextAddress() });
    expect([again.status, again.headers.get('survey-outcome')]).toEqual([200, 'duplicate']);
    const replay = await postAnswer(baseUrl, answerBody(proof, [['tripLength', 'weekend'], ['tripKind', 'beach'], ['bagSetup', 'checked']]), { address: nextAddress() });
    await expectRefused(replay, { status: 409, outcome: 'challenge-used', message: /already used/ });
  });

  it('one address: 3 answers an hour, then 429 with Retry-After', async () => {
    const client = '10.9.9.9';
    const statuses = [];
    for (const proof of proofs.slice(6, 10)) {
      const response = await postAnswer(baseUrl, answerBody(proof), { address: client });
      noteStored(response, proof);
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    const fourth = await postAnswer(baseUrl, answerBody(proofs[10]), { address: client });
    await expectRefused(fourth, { status: 429, outcome: 'rate-limited', message: /try again later/ });
    expect(fourth.headers.get('retry-after')).toBe('3600');
  });

  it('every challenge names a honeypot of its own, signed with it', async () => {
    const challenges = await Promise.all(Array.from({ length: 5 }, () => fetchChallenge(baseUrl)));
    const names = challenges.map((challenge) => honeypotOf(challenge));
    expect(names.every((name) => name !== undefined && HONEYPOT_NAME.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a tip with control characters (NUL among them) is stored without them, not refused by the database as a 503', async () => {
    const [proof] = await readyProofs(baseUrl, 1);
    const response = await postAnswer(baseUrl, answerBody(proof, [...validAnswer.filter(([name]) => name !== 'tip'), ['tip', 'Roll\u0000 socks\u0007 inside shoes.']]), { address: nextAddress() });
    expect([response.status, response.headers.get('survey-outcome')]).toEqual([201, 'stored']);
    noteStored(response, proof!);
  });

  it('the submission is POST only, with no CORS for a preflight', async () => {
    expect((await fetch(`${baseUrl}${routePaths.surveySubmit}`)).status).toBe(405);
    const preflight = await fetch(`${baseUrl}${routePaths.surveySubmit}`, { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** Ways to break one field of an otherwise valid answer; each must be refused by the answer's own checks. */
const malformedField = fc.oneof(
  fc.record({ field: fc.constantFrom('tripLength', 'tripKind', 'bagSetup'), values: fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }) }).filter(({ values }) => values.length !== 1 || !/^(week|weekend|two-weeks|longer|city|beach|business|outdoors|multi-stop|family|personal-item|carry-on|carry-on-and-personal-item|checked)$/.test(values[0]!)),
  fc.record({ field: fc.constant('bagLiters'), values: fc.oneof(fc.string({ minLength: 1, maxLength: 12 }).filter((value) => value.trim() !== '' && (!/^\s*\d{1,3}\s*$/.test(value) || Number(value) < 5 || Number(value) > 150)), fc.integer({ min: 151, max: 1e9 }).map(String), fc.integer({ min: -1e6, max: 4 }).map(String)).map((value) => [value]) }),
  fc.record({ field: fc.constantFrom('overpacked', 'missed', 'bagChecks'), values: fc.array(fc.string({ maxLength: 30 }), { minLength: 1, maxLength: 12 }).filter((values) => values.some((value) => !/^(clothes|shoes|toiletries|electronics|medicine|documents|books|nothing)$/.test(value)) || new Set(values).size !== values.length) }),
  fc.record({ field: fc.constant('tip'), values: fc.string({ unit: 'grapheme', minLength: TIP_MAX_LENGTH + 1, maxLength: TIP_MAX_LENGTH + 300 }).filter((tip) => tip.length > TIP_MAX_LENGTH).map((tip) => [tip]) }),
);

describe('fuzzed answers', () => {
  it('1,000 malformed or oversized answers: each refused with 422 or 413 and a message', async () => {
    const samples = fc.sample(malformedField, { numRuns: 1000, seed: 10 });
    const outcomes = new Map<string, number>();
    for (let start = 0; start < samples.length; start += 25) {
      await Promise.all(
        samples.slice(start, start + 25).map(async ({ field, values }) => {
          const fields = [...validAnswer.filter(([name]) => name !== field), ...values.map((value): [string, string] => [field, value])];
          const response = await postAnswer(baseUrl, answerBody(undefined, fields), { address: nextAddress() });
          const message = await response.text();
          expect([422, 413], `${field}=${JSON.stringify(values).slice(0, 80)} → ${response.status} ${message}`).toContain(response.status);
          expect(message.length).toBeGreaterThan(20);
          const key = `${response.status} ${response.headers.get('survey-outcome')}`;
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        }),
      );
    }
    expect([...outcomes.keys()].every((key) => key === '422 invalid-answer' || key === '413 too-large')).toBe(true);
  }, 120_000);
});

describe('the store after every bot above', () => {
  it('holds exactly the answers the server acknowledged, once each, and nothing a bot sent', async () => {
    expect(acknowledged.size).toBe(5);
    app.stop();
    await app.exited;
    expect(await storedChallengeIds(app.dataDir)).toEqual([...acknowledged].sort());
  });
});
