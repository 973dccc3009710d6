import { DataFolderInUseError } from './data-folder-lock';
import { openPgliteStore, openPostgresStore, type SurveyStore } from './open-store';
import { storeConfig } from './store-config';

/** The survey takes no answers here, for a reason a person can be told: a 503, never a 500. */
export class SurveyClosedError extends Error {
  override name = 'SurveyClosedError';
  constructor(
    message: string,
    /** What the results page says instead of the results. */
    readonly resultsMessage: string,
  ) {
    super(message);
  }
}

const closedOnThisDeployment = (reason: string) => new SurveyClosedError(reason, 'The survey is closed on this deployment, so there are no results to show.');

/** Its operator learns the details from the log (DataFolderInUseError says what to do); a traveler learns what it means for them. */
function closedWhileInUse(error: unknown): never {
  if (!(error instanceof DataFolderInUseError)) throw error;
  console.error(`Survey store: ${error.message}`);
  throw new SurveyClosedError(
    'The survey cannot take answers on this server for now: another server process keeps them. Please try again later; the rest of the site works as usual.',
    'The results cannot be read on this server for now: another server process keeps the survey’s answers. Please try again later.',
  );
}

/** An unreachable database, say, for the operator; the traveler gets the 503 message. */
export function logStoreFailure(error: unknown): void {
  console.error('Survey store unavailable:', error instanceof Error ? error.message : error);
}

type StoreCache = { opening?: Promise<SurveyStore> };

// Next.js may load this module once per route bundle: the cache lives on globalThis so that one
// process opens one store.
const cache: StoreCache = ((globalThis as { packwiseSurveyStore?: StoreCache }).packwiseSurveyStore ??= {});

/**
 * The configured store, opened and migrated on first use. A failed open is forgotten, so the next
 * request tries again once the database is back, or once the process holding a PGlite folder is gone.
 */
export function surveyStore(): Promise<SurveyStore> {
  if (!cache.opening) {
    const config = storeConfig();
    if (config.kind === 'closed') return Promise.reject(closedOnThisDeployment(config.reason));
    const opening = config.kind === 'postgres' ? openPostgresStore(config.url) : openPgliteStore(config.dataDir).catch(closedWhileInUse);
    cache.opening = opening;
    opening.catch(() => {
      if (cache.opening === opening) cache.opening = undefined;
    });
  }
  return cache.opening;
}
