import { createHmac, randomBytes } from 'node:crypto';

type Env = Record<string, string | undefined>;

// On globalThis: the submission handler may be loaded in more than one bundle of one process.
const processSecret: { key?: string } = ((globalThis as { packwiseRateLimitSecret?: { key?: string } }).packwiseRateLimitSecret ??= {});

/**
 * The key of the rate limit's address hashes, which must never be in the database: with it, a copy
 * of the database could test all 2^32 IPv4 addresses against the stored hashes in minutes. Derived
 * from SURVEY_SECRET when set (apart from the challenge-signing key, which is SURVEY_SECRET itself),
 * so every process of a deployment agrees; otherwise random and held in this process's memory
 * alone, which is enough for one `next start` and forgotten when it stops.
 */
export function rateLimitSecret(env: Env = process.env): string {
  const configured = env.SURVEY_SECRET?.trim();
  if (configured) return createHmac('sha256', configured).update('packwise survey rate-limit key').digest('base64url');
  return (processSecret.key ??= randomBytes(32).toString('base64url'));
}
