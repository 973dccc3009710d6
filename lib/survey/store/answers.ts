import { createHash } from 'node:crypto';
import { asc, count, eq, lt, sql } from 'drizzle-orm';
import type { SurveyDatabase } from './open-store';
import { surveyAnswers, surveySettings } from './schema';
import { refundAllowance, spendAllowance } from './rate-limit';
import type { RateLimitKeys } from '../client-key';
import type { SurveyAnswer } from '../answer-schema';

export type SaveRequest = { answer: SurveyAnswer; challengeId: string; rateLimit: RateLimitKeys; answersPerHour: number };

/**
 * - stored: a new row.
 * - duplicate: this challenge already stored this very answer (a double submit): nothing new.
 * - challenge-used: this challenge already stored a different answer (a replayed proof).
 * - rate-limited: this client already gave its share of answers this hour.
 */
export type SaveOutcome = 'stored' | 'duplicate' | 'challenge-used' | 'rate-limited';

/** What identifies an answer's content, so a repeat of the same answer can be told from a replay. */
export function answerHash(answer: SurveyAnswer): string {
  return createHash('sha256').update(JSON.stringify(answer)).digest('hex');
}

/**
 * Stores one answer at most once. The client's allowance is spent first, in a transaction of its
 * own (lib/survey/store/rate-limit.ts), and the answer is written in another, so the two rows share
 * no transaction; the challenge id is the answers' unique key, and an allowance spent on an answer
 * that was not stored (a replay, a failed write) is given back.
 */
export async function saveAnswer(db: SurveyDatabase, request: SaveRequest, now = new Date()): Promise<SaveOutcome> {
  const hash = answerHash(request.answer);
  const earlier = async (): Promise<SaveOutcome | undefined> => {
    const [row] = await db.select({ hash: surveyAnswers.answerHash }).from(surveyAnswers).where(eq(surveyAnswers.challengeId, request.challengeId));
    if (!row) return undefined;
    return row.hash === hash ? 'duplicate' : 'challenge-used';
  };
  const seen = await earlier();
  if (seen) return seen;
  if (!(await spendAllowance(db, request.rateLimit, request.answersPerHour, now))) return 'rate-limited';
  let inserted: { id: number }[];
  try {
    inserted = await db.transaction(async (tx) => {
      // Retention as the privacy page states it: answers for 3 years.
      await tx.delete(surveyAnswers).where(lt(surveyAnswers.submittedOn, sql`current_date - interval '3 years'`));
      return tx
        .insert(surveyAnswers)
        .values({ challengeId: request.challengeId, answerHash: hash, ...request.answer })
        .onConflictDoNothing({ target: surveyAnswers.challengeId })
        .returning({ id: surveyAnswers.id });
    });
  } catch (error) {
    await refundAllowance(db, request.rateLimit).catch(() => undefined);
    throw error;
  }
  if (inserted.length > 0) return 'stored';
  // Another request committed the same challenge first (the unique index made this one wait for it).
  await refundAllowance(db, request.rateLimit);
  return (await earlier()) ?? 'challenge-used';
}

export async function answerCount(db: SurveyDatabase): Promise<number> {
  const [row] = await db.select({ answers: count() }).from(surveyAnswers);
  return row?.answers ?? 0;
}

/** Every answer, oldest first, for the publisher's export. */
export function allAnswers(db: SurveyDatabase) {
  return db.select().from(surveyAnswers).orderBy(asc(surveyAnswers.id));
}

/**
 * The secret migration 0001 generated, shared by every process on this database: it signs the
 * survey's challenges when SURVEY_SECRET is not set. It keys nothing about addresses, so it may live
 * here: whoever holds the database could forge a challenge, which a bot can solve anyway.
 */
export async function storedSecret(db: SurveyDatabase): Promise<string> {
  const [row] = await db.select({ value: surveySettings.value }).from(surveySettings).where(eq(surveySettings.name, 'secret'));
  if (!row) throw new Error('survey_settings has no secret: the migrations did not run');
  return row.value;
}
