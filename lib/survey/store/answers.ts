import { createHash } from 'node:crypto';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { SurveyDatabase } from './open-store';
import { surveyAnswers, surveyRateLimit, surveySettings } from './schema';
import type { SurveyAnswer } from '../answer-schema';

export type SaveRequest = { answer: SurveyAnswer; challengeId: string; clientKey: string; answersPerHour: number };

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
 * Stores one answer in one transaction: the challenge id is the unique key, and the client's quota
 * is checked and spent under an advisory lock on its key, so concurrent answers from one client
 * cannot all slip under the limit. Nothing is written unless everything is.
 */
export async function saveAnswer(db: SurveyDatabase, request: SaveRequest): Promise<SaveOutcome> {
  const hash = answerHash(request.answer);
  const earlier = async (tx: Pick<SurveyDatabase, 'select'>): Promise<SaveOutcome | undefined> => {
    const [row] = await tx.select({ hash: surveyAnswers.answerHash }).from(surveyAnswers).where(eq(surveyAnswers.challengeId, request.challengeId));
    if (!row) return undefined;
    return row.hash === hash ? 'duplicate' : 'challenge-used';
  };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${request.clientKey}))`);
    const seen = await earlier(tx);
    if (seen) return seen;
    // Retention as the privacy page states it: rate-limit entries for a day, answers for 3 years.
    await tx.delete(surveyRateLimit).where(lt(surveyRateLimit.seenAt, sql`now() - interval '1 day'`));
    await tx.delete(surveyAnswers).where(lt(surveyAnswers.submittedOn, sql`current_date - interval '3 years'`));
    const [recent] = await tx
      .select({ answers: count() })
      .from(surveyRateLimit)
      .where(and(eq(surveyRateLimit.clientKey, request.clientKey), gt(surveyRateLimit.seenAt, sql`now() - interval '1 hour'`)));
    if ((recent?.answers ?? 0) >= request.answersPerHour) return 'rate-limited';
    const inserted = await tx
      .insert(surveyAnswers)
      .values({ challengeId: request.challengeId, answerHash: hash, ...request.answer })
      .onConflictDoNothing({ target: surveyAnswers.challengeId })
      .returning({ id: surveyAnswers.id });
    // Another client committed the same challenge first (the unique index made us wait for it).
    if (inserted.length === 0) return (await earlier(tx)) ?? 'challenge-used';
    await tx.insert(surveyRateLimit).values({ clientKey: request.clientKey });
    return 'stored';
  });
}

export async function answerCount(db: SurveyDatabase): Promise<number> {
  const [row] = await db.select({ answers: count() }).from(surveyAnswers);
  return row?.answers ?? 0;
}

/** Every answer, oldest first, for the publisher's export. */
export function allAnswers(db: SurveyDatabase) {
  return db.select().from(surveyAnswers).orderBy(asc(surveyAnswers.id));
}

/** The secret migration 0001 generated, shared by every process on this database. */
export async function storedSecret(db: SurveyDatabase): Promise<string> {
  const [row] = await db.select({ value: surveySettings.value }).from(surveySettings).where(eq(surveySettings.name, 'secret'));
  if (!row) throw new Error('survey_settings has no secret: the migrations did not run');
  return row.value;
}
