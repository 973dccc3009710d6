import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The tables as the query layer sees them. The database is shaped by the SQL files in
// ./migrations (applied by migrate.ts); these declarations must describe the same columns.

export const surveyAnswers = pgTable('survey_answers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  challengeId: text('challenge_id').notNull().unique(),
  answerHash: text('answer_hash').notNull(),
  submittedOn: date('submitted_on').notNull().defaultNow(),
  tripLength: text('trip_length').notNull(),
  tripKind: text('trip_kind').notNull(),
  bagSetup: text('bag_setup').notNull(),
  bagLiters: integer('bag_liters'),
  overpacked: text('overpacked').array().notNull(),
  missed: text('missed').array().notNull(),
  bagChecks: text('bag_checks').array().notNull(),
  tip: text('tip'),
});

export const surveyRateLimit = pgTable('survey_rate_limit', {
  clientKey: text('client_key').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const surveySettings = pgTable('survey_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
