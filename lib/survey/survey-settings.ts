import { z } from 'zod';
import { siteUrl } from '@/lib/site/site-url';

/** How hard the proof of work is: the solver tries on average half this many SHA-256 hashes (about a second in a phone's browser). */
const PRODUCTION_DIFFICULTY = 200_000;
/** A person needs longer than this to read and answer eight questions. */
const PRODUCTION_MIN_FILL_MS = 5_000;

const LOOPBACK = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/;

/**
 * The tests need easy challenges and a short fill time to send 200 answers at once. They set
 * SURVEY_TEST_DIFFICULTY and SURVEY_TEST_MIN_FILL_MS, which are obeyed only by a build whose public
 * address is a loopback one and which is not on Vercel: a deployed site ignores them.
 */
export function testOverridesAllowed(env: Record<string, string | undefined> = process.env, url = siteUrl): boolean {
  return !env.VERCEL && LOOPBACK.test(url);
}

const positiveInteger = z.coerce.number().int().min(1).max(PRODUCTION_DIFFICULTY);
const milliseconds = z.coerce.number().int().min(0).max(PRODUCTION_MIN_FILL_MS);

function override(name: string, schema: z.ZodType<number>, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || !testOverridesAllowed()) return fallback;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : fallback;
}

export const surveySettings = {
  difficulty: () => override('SURVEY_TEST_DIFFICULTY', positiveInteger, PRODUCTION_DIFFICULTY),
  minFillMs: () => override('SURVEY_TEST_MIN_FILL_MS', milliseconds, PRODUCTION_MIN_FILL_MS),
  /** A challenge must be solved and the form sent within this time. */
  challengeTtlSeconds: 60 * 60,
  /** Accepted answers per client address per hour. */
  answersPerHour: 3,
} as const;
