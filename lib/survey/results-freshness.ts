/**
 * When a process's copy of the published results may be out of date. Free of imports, so that the
 * proxy's copy of the results page can check it without bundling the store.
 */

/**
 * The results change only with a release, so a process keeps what it read for a few seconds: a release
 * is made within this time of becoming due, whichever process stored the answer that made it due, and
 * at once when this process stored it.
 */
export const RESULTS_TTL_MS = 10_000;

// On globalThis: the proxy, the pages and the submission handler are separate bundles of one process.
const stored: { count: number } = ((globalThis as { packwiseStoredAnswers?: { count: number } }).packwiseStoredAnswers ??= { count: 0 });

/** How many answers this process has stored: a copy read before the latest of them may miss a release. */
export function storedAnswersSoFar(): number {
  return stored.count;
}

export function noteStoredAnswer(): void {
  stored.count += 1;
}

/** The results and their page may be a minute old in a browser: a release is made at most once a day. */
export const RESULTS_CACHE_CONTROL = 'public, max-age=60';
