import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A connection that can run one transaction of plain SQL: what both drivers offer. */
export type SqlTransaction = {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** Runs a script of several statements (a migration file). */
  exec: (text: string) => Promise<void>;
};
export type MigrationConnection = { transaction: (work: (tx: SqlTransaction) => Promise<void>) => Promise<void> };

/** Any constant both processes agree on: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_242_010;

/**
 * The versioned migrations, in order: `NNNN_name.sql`. process.cwd() is the project root under
 * `next start`, tsx scripts and tests; the paths are spelled out in full so the build's file tracing
 * ships exactly this folder with the functions.
 */
export function migrationFiles(): { version: string; sql: string }[] {
  return readdirSync(join(process.cwd(), 'lib', 'survey', 'store', 'migrations'))
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(join(process.cwd(), 'lib', 'survey', 'store', 'migrations', file), 'utf8') }));
}

/**
 * Applies the migrations not yet applied, all in one transaction that first takes an advisory lock:
 * when two processes start at once, the second waits for the first to commit, then finds every
 * version recorded and applies nothing. A failing migration rolls back with everything before it.
 */
export async function migrate(connection: MigrationConnection): Promise<string[]> {
  const applied: string[] = [];
  await connection.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec('CREATE TABLE IF NOT EXISTS survey_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query('SELECT version FROM survey_migrations')).rows.map((row) => String(row.version)));
    for (const migration of migrationFiles()) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO survey_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
  });
  return applied;
}
