import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * PGlite runs PostgreSQL in single-user mode and takes no lock on its data folder (0.5.x writes a
 * postmaster.pid with a made-up pid and never reads it back), so a second process opening the same
 * folder would write over the first one's pages. This lock file, beside PGlite's own files, makes the
 * second process refuse instead.
 */
export const LOCK_FILE = 'packwise-store.lock';

const holderSchema = z.object({ pid: z.number().int().positive(), host: z.string(), since: z.string() });
type Holder = z.infer<typeof holderSchema>;

/** The data folder is held by another process: the message tells its operator what to do. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
  constructor(lockPath: string, holder: Holder | undefined) {
    const who = holder ? `process ${holder.pid} on ${holder.host} (since ${holder.since})` : 'another process (its lock file cannot be read)';
    super(
      `The survey's data folder ${resolve(lockPath, '..')} is in use by ${who}; PGlite allows one process per folder. ` +
        `Stop that process, give this one a SURVEY_DATA_DIR of its own, or set DATABASE_URL to a PostgreSQL server. If no such process runs, delete ${lockPath}.`,
    );
  }
}

// Next.js may load this module once per route bundle: the folders this process holds are
// remembered on globalThis, like the store itself (survey-store.ts).
const held: Set<string> = ((globalThis as { packwiseHeldDataFolders?: Set<string> }).packwiseHeldDataFolders ??= new Set());

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

type LockState = { kind: 'absent' } | { kind: 'unreadable' } | { kind: 'held'; holder: Holder };

function readLock(path: string): LockState {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { kind: 'absent' };
    throw error;
  }
  try {
    const parsed = holderSchema.safeParse(JSON.parse(text));
    return parsed.success ? { kind: 'held', holder: parsed.data } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

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
 * Whether the process that wrote a lock still holds it. This process's own pid in a lock it does not
 * hold is a previous run's (a container restarts with the same pid); a process on another machine
 * sharing the folder cannot be checked, so its lock stands.
 */
function isLive(lockPath: string, holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return held.has(lockPath);
  return isRunning(holder.pid);
}

const sameHolder = (a: Holder, b: Holder) => a.pid === b.pid && a.host === b.host && a.since === b.since;

/**
 * Removes a stale lock, unless another process replaced it since we read it: the lock is renamed to a
 * name of our own first (of two processes renaming one file, one fails) and checked to be the stale
 * one; anything else goes back where its holder expects it.
 */
function removeStale(lockPath: string, stale: Holder): void {
  const claimed = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockPath, claimed);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  const found = readLock(claimed);
  if (found.kind !== 'held' || !sameHolder(found.holder, stale)) {
    try {
      linkSync(claimed, lockPath);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  unlinkSync(claimed);
}

/**
 * Takes the data folder for this process (O_EXCL creation of the lock file with our pid), or throws
 * DataFolderInUseError. Returns the release, which also runs when the process exits normally or on
 * SIGTERM/SIGINT (Next.js exits on both); a process killed outright leaves a lock with a dead pid,
 * which the next process takes over.
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
      // Unreadable: being written this instant, or broken; either way not ours to take.
      if (lock.kind === 'unreadable') throw new DataFolderInUseError(lockPath, undefined);
      if (lock.kind === 'held') {
        if (isLive(lockPath, lock.holder)) throw new DataFolderInUseError(lockPath, lock.holder);
        removeStale(lockPath, lock.holder);
      }
      continue;
    }
    held.add(lockPath);
    const release = () => {
      process.removeListener('exit', release);
      if (!held.delete(lockPath)) return;
      try {
        const lock = readLock(lockPath);
        if (lock.kind === 'held' && sameHolder(lock.holder, me)) unlinkSync(lockPath);
      } catch {
        // Best effort, and it may run while the process exits: a lock left behind is stale once
        // this process is gone, and the next one takes it over.
      }
    };
    process.once('exit', release);
    return release;
  }
  const lock = readLock(lockPath);
  throw new DataFolderInUseError(lockPath, lock.kind === 'held' ? lock.holder : undefined);
}
