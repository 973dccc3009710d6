import { and, count, eq, inArray, lte, gt, sql } from 'drizzle-orm';
import { RATE_LIMIT_SLOT_MS, type RateLimitKeys } from '../client-key';
import type { SurveyDatabase } from './open-store';
import { surveyRateLimit } from './schema';

/** Deletes every record whose hour has ended: what the privacy page promises, answer or no answer. */
async function forgetEndedRecords(db: Pick<SurveyDatabase, 'delete'>, now: Date): Promise<void> {
  await db.delete(surveyRateLimit).where(lte(surveyRateLimit.expiresAt, now));
}

// On globalThis: one timer per database per process, whichever bundle starts it.
const swept: WeakSet<SurveyDatabase> = ((globalThis as { packwiseRateLimitSweeps?: WeakSet<SurveyDatabase> }).packwiseRateLimitSweeps ??= new WeakSet());

/**
 * From the first answer or results read on, this process deletes the ended records once a slot,
 * so that on a long-running server no record outlives its hour by more than a slot whether or not
 * anyone answers. A serverless function keeps no timer between requests: there the deletion
 * happens at the next answer or results read.
 */
function keepSweeping(db: SurveyDatabase): void {
  if (swept.has(db)) return;
  swept.add(db);
  setInterval(() => void forgetEndedRecords(db, new Date()).catch(() => undefined), RATE_LIMIT_SLOT_MS).unref();
}

/** Deletes the ended records now, and keeps deleting them (keepSweeping). */
export async function sweepEndedRecords(db: SurveyDatabase, now: Date): Promise<void> {
  keepSweeping(db);
  await forgetEndedRecords(db, now);
}

/**
 * Spends one of the client's answers for the hour, or says it has none left. A transaction of its
 * own, under an advisory lock on the client's current key, so that answers arriving at once cannot
 * all slip under the limit; the answer itself is stored afterwards, apart (lib/survey/store/answers.ts).
 */
export async function spendAllowance(db: SurveyDatabase, keys: RateLimitKeys, answersPerHour: number, now: Date): Promise<boolean> {
  keepSweeping(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${keys.spend.key}))`);
    await forgetEndedRecords(tx, now);
    const [recent] = await tx
      .select({ answers: count() })
      .from(surveyRateLimit)
      .where(and(inArray(surveyRateLimit.clientKey, keys.live), gt(surveyRateLimit.expiresAt, now)));
    if ((recent?.answers ?? 0) >= answersPerHour) return false;
    await tx.insert(surveyRateLimit).values({ clientKey: keys.spend.key, expiresAt: keys.spend.expiresAt });
    return true;
  });
}

/** Gives back an answer spent for one that was not stored (a replayed challenge, a failed write). */
export async function refundAllowance(db: SurveyDatabase, keys: RateLimitKeys): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${surveyRateLimit} WHERE ctid IN (SELECT ctid FROM ${surveyRateLimit} WHERE ${eq(surveyRateLimit.clientKey, keys.spend.key)} LIMIT 1)`,
  );
}
