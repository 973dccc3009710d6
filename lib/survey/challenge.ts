import { randomBytes, randomInt as randomIndex } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { HONEYPOT_BAITS, HONEYPOT_NAME } from './field-names';
import { surveySettings } from './survey-settings';

const newHoneypotName = () => `${HONEYPOT_BAITS[randomIndex(HONEYPOT_BAITS.length)]}_${randomBytes(3).toString('hex')}`;

/**
 * ALTCHA proof of work (altcha-lib v2 challenges, deterministic mode): the server picks a secret
 * counter, publishes the SHA-256 prefix it produces, and signs both the parameters and the key, so
 * it verifies a solution with two HMACs and keeps no state until the answer is stored. The nonce
 * is the challenge id the store accepts once; the signed data carries `issuedAt`, which dates the
 * form for the minimum fill time, and the name of this form's honeypot, so none can be forged.
 */
export async function newChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(surveySettings.difficulty(), 0),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + surveySettings.challengeTtlSeconds,
    data: { issuedAt: now, honeypot: newHoneypotName() },
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  });
}

const keySecret = (secret: string) => `${secret}:derived-key`;

const hex = z.string().max(1024).regex(/^[0-9a-f]*$/);
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal('SHA-256'),
      nonce: hex.min(16),
      salt: hex,
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: z.number().optional(),
      // Every field the server signed must be listed: zod drops the others, and the signature with them.
      data: z.object({ issuedAt: z.number(), honeypot: z.string().regex(HONEYPOT_NAME) }),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number(), derivedKey: hex, time: z.number().optional() }),
});

/** ALTCHA's payload is base64 JSON; a few hundred bytes in practice. */
const MAX_PAYLOAD_LENGTH = 4096;

export type ProofCheck =
  | { ok: true; challengeId: string; issuedAt: number; honeypot: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'invalid' };

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return undefined;
  }
}

/** Checks the widget's payload: well-formed, signed by us, not expired, and solved. */
export async function checkProof(payload: FormDataEntryValue | null, secret: string): Promise<ProofCheck> {
  if (payload === null || payload === '') return { ok: false, reason: 'missing' };
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD_LENGTH) return { ok: false, reason: 'malformed' };
  const decoded = decodePayload(payload);
  if (!decoded?.success) return { ok: false, reason: 'malformed' };
  const { challenge, solution } = decoded.data;
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret(secret) });
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const { issuedAt, honeypot } = challenge.parameters.data;
  return { ok: true, challengeId: challenge.parameters.nonce, issuedAt, honeypot };
}
