import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * PGlite runs PostgreSQL in single-user mode and takes no lock on its data folder (0.5.x writes a
 * postmaster.pid with a made-up pid and never reads it back), so a second process opening the same
 * folder would write over the first one's pages. This lock file, beside PGlite's own files, makes the
 * second process refuse instead.
 *
 * The lock is a lease: its holder renews it by touching the file's modification time every
 * LEASE_RENEWAL_MS, and a lock not renewed for LEASE_MS has lapsed, so another process may take it
 * over whatever host wrote it (a recreated container gets a new hostname, and its old pid means
 * nothing). On the same host a lock whose process is gone is taken over at once.
 */
export const LOCK_FILE = 'packwise-store.lock';

/** How long a lock stays good without renewal: what a folder left by a killed process on another host waits. */
export const LEASE_MS = 30_000;
/** Six renewals a lease: a holder whose event loop stalls for up to 25 s keeps its folder. */
export const LEASE_RENEWAL_MS = LEASE_MS / 6;

const holderSchema = z.object({ pid: z.number().int().positive(), host: z.string(), since: z.string() });
type Holder = z.infer<typeof holderSchema>;

/** The data folder is held by another process: the message tells its operator what to do. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(lockPath: string, holder: Holder | undefined) {
    const who = holder ? `process ${holder.pid} on ${holder.host} (since ${holder.since})` : 'another process (its lock file cannot be read)';
    super(
      `The survey's data folder ${resolve(lockPath, '..')} is in use by ${who}; PGlite allows one process per folder. ` +
        `Stop that process, give this one a SURVEY_DATA_DIR of its own, or set DATABASE_URL to a PostgreSQL server. ` +
        `If no such process runs, its lock lapses ${LEASE_MS / 1000} s after it was last renewed and the next request takes the folder over.`,
    );
  }
}

// Next.js may load this module once per route bundle: the folders this process holds are
// remembered on globalThis, like the store itself (survey-store.ts).
const held: Set<string> = ((globalThis as { packwiseHeldDataFolders?: Set<string> }).packwiseHeldDataFolders ??= new Set());

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** A lock file's holder (undefined when it cannot be read: being written this instant, or broken) and when it was last renewed. */
type Lock = { holder: Holder | undefined; renewedAt: number };

function parseHolder(text: string): Holder | undefined {
  try {
    return holderSchema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}

/** The lock at `path`, or undefined when there is none. */
function readLock(path: string): Lock | undefined {
  try {
    const renewedAt = statSync(path).mtimeMs;
    return { holder: parseHolder(readFileSync(path, 'utf8')), renewedAt };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

const hasLapsed = (lock: Lock) => Date.now() - lock.renewedAt > LEASE_MS;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Whether a lock is stale: its lease has lapsed, or it names a process on this host that is gone.
 * This process's own pid in a lock it does not hold is a previous run's (a container restarts with
 * the same pid). A process on another host cannot be checked: its lock stands until it lapses.
 */
function isStale(lockPath: string, lock: Lock): boolean {
  if (hasLapsed(lock)) return true;
  const holder = lock.holder;
  if (!holder || holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return !held.has(lockPath);
  return !isRunning(holder.pid);
}

const sameHolder = (a: Holder | undefined, b: Holder | undefined) => a?.pid === b?.pid && a?.host === b?.host && a?.since === b?.since;

/**
 * Removes a stale lock, unless another process replaced or renewed it since we read it: the lock is
 * renamed to a name of our own first (of two processes renaming one file, one fails; the file keeps
 * its modification time) and checked to be the stale one; anything else goes back where its holder
 * expects it.
 */
function removeStale(lockPath: string, stale: Lock): void {
  const claimed = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, claimed);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const found = readLock(claimed);
  if (!found || !sameHolder(found.holder, stale.holder) || (hasLapsed(stale) && !hasLapsed(found))) {
    try {
      linkSync(claimed, lockPath);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  unlinkSync(claimed);
}

/**
 * Renews the lease every LEASE_RENEWAL_MS while the lock is still `me`'s. A holder that finds its lock
 * gone or someone else's was stalled past its lease and taken over: it says so and stops renewing,
 * and its operator must restart it.
 */
function renewWhileHeld(lockPath: string, me: Holder): () => void {
  const timer = setInterval(() => {
    try {
      if (!sameHolder(readLock(lockPath)?.holder, me)) throw new Error('the lock file is no longer this process’s');
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch (error) {
      clearInterval(timer);
      console.error(`Survey store: lost the lease on ${lockPath} (${error instanceof Error ? error.message : String(error)}); restart this server before it writes over another process's answers.`);
    }
  }, LEASE_RENEWAL_MS);
  // The lease must not keep an otherwise finished process alive.
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Takes the data folder for this process (O_EXCL creation of the lock file with our pid), or throws
 * DataFolderInUseError, and renews the lease while it holds it. Returns the release, which also runs
 * when the process exits normally or on SIGTERM/SIGINT (Next.js exits on both); a process killed
 * outright leaves a lock that the next process takes over: at once on the same host, once the lease
 * has lapsed on another.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockPath = join(resolve(dataDir), LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const lock = readLock(lockPath);
      if (lock) {
        if (!isStale(lockPath, lock)) throw new DataFolderInUseError(lockPath, lock.holder);
        removeStale(lockPath, lock);
      }
      continue;
    }
    held.add(lockPath);
    const stopRenewing = renewWhileHeld(lockPath, me);
    const release = () => {
      process.removeListener('exit', release);
      stopRenewing();
      if (!held.delete(lockPath)) return;
      try {
        if (sameHolder(readLock(lockPath)?.holder, me)) unlinkSync(lockPath);
      } catch {
        // Best effort, and it may run while the process exits: a lock left behind is stale once
        // this process is gone, and the next one takes it over.
      }
    };
    process.once('exit', release);
    return release;
  }
  throw new DataFolderInUseError(lockPath, readLock(lockPath)?.holder);
}
