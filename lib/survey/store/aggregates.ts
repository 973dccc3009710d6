import { count, isNotNull, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SurveyDatabase } from './open-store';
import { surveyAnswers } from './schema';

export type Tally = Map<string, number>;

export type AnswerAggregates = {
  total: number;
  /** The day of the latest answer (YYYY-MM-DD), or null before the first. */
  latest: string | null;
  tripLength: Tally;
  tripKind: Tally;
  bagSetup: Tally;
  /** Answers per stated capacity in liters. */
  bagLiters: Tally;
  overpacked: Tally;
  missed: Tally;
  bagChecks: Tally;
};

async function tallyOf(db: SurveyDatabase, value: SQL | AnyPgColumn, where?: SQL): Promise<Tally> {
  const rows = await db
    .select({ value: sql<string>`${value}::text`, answers: count() })
    .from(surveyAnswers)
    .where(where)
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.value, row.answers]));
}

const unnested = (column: AnyPgColumn) => sql`unnest(${column})`;

/** Counts per option of every question: what the results page and its Markdown mirror publish. Never the tips. */
export async function answerAggregates(db: SurveyDatabase): Promise<AnswerAggregates> {
  const [totals] = await db.select({ total: count(), latest: max(surveyAnswers.submittedOn) }).from(surveyAnswers);
  const [tripLength, tripKind, bagSetup, bagLiters, overpacked, missed, bagChecks] = await Promise.all([
    tallyOf(db, surveyAnswers.tripLength),
    tallyOf(db, surveyAnswers.tripKind),
    tallyOf(db, surveyAnswers.bagSetup),
    tallyOf(db, surveyAnswers.bagLiters, isNotNull(surveyAnswers.bagLiters)),
    tallyOf(db, unnested(surveyAnswers.overpacked)),
    tallyOf(db, unnested(surveyAnswers.missed)),
    tallyOf(db, unnested(surveyAnswers.bagChecks)),
  ]);
  return { total: totals?.total ?? 0, latest: totals?.latest ?? null, tripLength, tripKind, bagSetup, bagLiters, overpacked, missed, bagChecks };
}
