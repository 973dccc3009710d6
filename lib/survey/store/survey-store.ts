import { openPgliteStore, openPostgresStore, type SurveyStore } from './open-store';
import { storeConfig } from './store-config';

export class SurveyClosedError extends Error {
  override name = 'SurveyClosedError';
}

type StoreCache = { opening?: Promise<SurveyStore> };

// Next.js may load this module once per route bundle: the cache lives on globalThis so that one
// process opens one store (two PGlite instances on one folder would corrupt it).
const cache: StoreCache = ((globalThis as { packwiseSurveyStore?: StoreCache }).packwiseSurveyStore ??= {});

/**
 * The configured store, opened and migrated on first use. A failed open is forgotten, so the next
 * request tries again once the database is back.
 */
export function surveyStore(): Promise<SurveyStore> {
  if (!cache.opening) {
    const config = storeConfig();
    if (config.kind === 'closed') return Promise.reject(new SurveyClosedError(config.reason));
    const opening = config.kind === 'postgres' ? openPostgresStore(config.url) : openPgliteStore(config.dataDir);
    cache.opening = opening;
    opening.catch(() => {
      if (cache.opening === opening) cache.opening = undefined;
    });
  }
  return cache.opening;
}
