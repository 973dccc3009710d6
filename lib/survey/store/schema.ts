import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const surveyReleases = pgTable('survey_releases', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  follows: integer('follows').notNull().unique(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
  answers: integer('answers').notNull(),
  lastAnswerId: integer('last_answer_id').notNull(),
  counts: jsonb('counts').notNull(),
});

export const surveySettings = pgTable('survey_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
