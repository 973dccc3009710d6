import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import { migrate, type MigrationConnection } from './migrate';
import { postgresPool } from './postgres-pool';
import * as schema from './schema';

/** The one query layer both stores share: Drizzle's PostgreSQL dialect over either driver. */
export type SurveyDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type SurveyStore = { kind: 'pglite' | 'postgres'; db: SurveyDatabase; close: () => Promise<void> };

function pgliteConnection(client: PGlite): MigrationConnection {
  return {
    transaction: (work) =>
      client.transaction(async (tx) => {
        await work({ query: (text, params) => tx.query(text, params), exec: async (text) => void (await tx.exec(text)) });
      }),
  };
}

function postgresConnection(pool: pg.Pool): MigrationConnection {
  return {
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await work({ query: (text, params) => client.query(text, params), exec: async (text) => void (await client.query(text)) });
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

// Each driver's Drizzle database differs from SurveyDatabase only in its query-result type
// parameter, which the shared query layer never reads: hence the widening casts below.

/** PGlite in `dataDir`, for this process alone: throws DataFolderInUseError while another process has it. */
export async function openPgliteStore(dataDir: string): Promise<SurveyStore> {
  // Loaded here, not at the top: a process that never opens PGlite (on Vercel it never does, see
  // store-config.ts) never loads it, and a Vercel function may leave its 19 MiB out (next.config.ts).
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataFolder(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir });
    await migrate(pgliteConnection(client));
  } catch (error) {
    await client?.close().catch(() => undefined);
    release();
    throw error;
  }
  const opened = client;
  const close = async () => {
    try {
      await opened.close();
    } finally {
      release();
    }
  };
  return { kind: 'pglite', db: drizzlePglite({ client: opened, schema }) as unknown as SurveyDatabase, close };
}

export async function openPostgresStore(url: string): Promise<SurveyStore> {
  const pool = postgresPool(url);
  try {
    await migrate(postgresConnection(pool));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return { kind: 'postgres', db: drizzlePostgres({ client: pool, schema }) as unknown as SurveyDatabase, close: () => pool.end() };
}
