import { count, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SurveyDatabase } from './open-store';
import { surveyAnswers } from './schema';

export type Tally = Map<string, number>;

export type AnswerAggregates = {
  total: number;
  tripLength: Tally;
  tripKind: Tally;
  bagSetup: Tally;
  /** Answers per stated capacity in liters. */
  bagLiters: Tally;
  overpacked: Tally;
  missed: Tally;
  bagChecks: Tally;
};

type Reader = Pick<SurveyDatabase, 'select'>;

async function tallyOf(db: Reader, value: SQL | AnyPgColumn, where?: SQL): Promise<Tally> {
  const rows = await db
    .select({ value: sql<string>`${value}::text`, answers: count() })
    .from(surveyAnswers)
    .where(where)
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.value, row.answers]));
}

const unnested = (column: AnyPgColumn) => sql`unnest(${column})`;

/**
 * Counts per option of every question: what a release is made from. Never the tips. Run inside one
 * repeatable-read transaction (lib/survey/store/releases.ts), so an answer stored meanwhile cannot
 * count in a breakdown but not in the total (a share over 100%). One query at a time: a transaction
 * has one connection.
 */
export async function answerAggregates(tx: Reader): Promise<AnswerAggregates> {
  const [totals] = await tx.select({ total: count() }).from(surveyAnswers);
  return {
    total: totals?.total ?? 0,
    tripLength: await tallyOf(tx, surveyAnswers.tripLength),
    tripKind: await tallyOf(tx, surveyAnswers.tripKind),
    bagSetup: await tallyOf(tx, surveyAnswers.bagSetup),
    bagLiters: await tallyOf(tx, surveyAnswers.bagLiters, isNotNull(surveyAnswers.bagLiters)),
    overpacked: await tallyOf(tx, unnested(surveyAnswers.overpacked)),
    missed: await tallyOf(tx, unnested(surveyAnswers.missed)),
    bagChecks: await tallyOf(tx, unnested(surveyAnswers.bagChecks)),
  };
}
