import { join } from 'node:path';

/** Where answers go: a PostgreSQL server, the embedded PGlite, or nowhere (the survey is closed). */
export type StoreConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'closed'; reason: string };

/** The default data folder for PGlite, git-ignored. */
export const DEFAULT_DATA_DIR = join('.data', 'survey');

export const CLOSED_ON_VERCEL =
  'The survey is closed: this deployment has no database. Set DATABASE_URL to a PostgreSQL connection string (Neon, Supabase or any Postgres) and redeploy to open it.';

export const CLOSED_WITHOUT_SECRET =
  'The survey is closed: this deployment has no SURVEY_SECRET. Set SURVEY_SECRET to a long random string (for example `openssl rand -base64 32`) in the project settings and redeploy: Vercel runs many function instances, which must share the key of the rate limit, and that key is never stored in the database.';

/**
 * On Vercel, SURVEY_SECRET first: without it, each function instance would key the rate limit its
 * own way (lib/survey/rate-limit-secret.ts). Then DATABASE_URL wins. Without it, a Vercel function has only a throwaway disk, so the survey closes
 * rather than accept answers it would lose; anywhere else answers go to PGlite in SURVEY_DATA_DIR.
 */
export function storeConfig(env: Record<string, string | undefined> = process.env): StoreConfig {
  if (env.VERCEL && !env.SURVEY_SECRET?.trim()) return { kind: 'closed', reason: CLOSED_WITHOUT_SECRET };
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  if (env.VERCEL) return { kind: 'closed', reason: CLOSED_ON_VERCEL };
  return { kind: 'pglite', dataDir: env.SURVEY_DATA_DIR?.trim() || DEFAULT_DATA_DIR };
}
