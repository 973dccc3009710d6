import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routePaths } from '@/lib/site/route-paths';
import { answerCount } from '@/lib/survey/store/answers';
import { DataFolderInUseError, LEASE_MS, LEASE_RENEWAL_MS, LOCK_FILE } from '@/lib/survey/store/data-folder-lock';
import { openPgliteStore } from '@/lib/survey/store/open-store';
import { serveAnother, type AnotherServer } from '../support/another-server';
import { launchBrowser } from '../support/browser';
import { answerBody, postAnswer, readyProofs } from '../support/survey-client';
import { storedChallengeIds } from '../support/survey-server';
import { surveyTestEnv } from '../support/survey-test-env';

const folders: string[] = [];
function newDataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'packwise-survey-lock-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

type Holder = { process: ChildProcess; line: Promise<string>; exited: Promise<number | null>; errors: () => string };

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

const HOLD_STORE = ['node', '--import', 'tsx', 'tests/support/hold-survey-store.ts'];

/**
 * The command that runs `command` under hostname `host` in a UTS namespace of its own, as a recreated
 * container would: `unshare` execs it, so its pid is the holder's. Root may create the namespace
 * outright; anyone else does it inside a user namespace where they are root.
 */
const onHost = (host: string, command: string[]) => [
  'unshare',
  ...(userInfo().uid === 0 ? [] : ['--user', '--map-root-user']),
  '--uts',
  'sh',
  '-c',
  'hostname "$0" && exec "$@"',
  host,
  ...command,
];

/**
 * tests/support/hold-survey-store.ts as a process of its own, on `folder` (on another host when
 * `host` is given); `line` is the first thing it says.
 */
function holdStore(folder: string, host?: string): Holder {
  const command = host ? onHost(host, [...HOLD_STORE, folder]) : [...HOLD_STORE, folder];
  const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  let output = '';
  const line = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(output.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before saying anything`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, line, exited, errors: () => errors };
}

const lockHolder = (folder: string): { pid: number; host: string } => JSON.parse(readFileSync(join(folder, LOCK_FILE), 'utf8'));
const lockHolderPid = (folder: string): number => lockHolder(folder).pid;
const lockRenewedAt = (folder: string): number => statSync(join(folder, LOCK_FILE)).mtimeMs;

/** Sets the lock's renewal time back past its lease, as if LEASE_MS had gone by without a renewal. */
function ageLockPastItsLease(folder: string): number {
  const lapsed = new Date(Date.now() - LEASE_MS - 1_000);
  utimesSync(join(folder, LOCK_FILE), lapsed, lapsed);
  return lapsed.getTime();
}

const OLD_CONTAINER = 'packwise-old-container';

describe('two processes on one PGlite data folder', () => {
  it('the second refuses with a message that names the first; once the first exits, the folder opens again', async () => {
    const folder = newDataFolder();
    const first = holdStore(folder);
    expect(await first.line).toBe('open');

    const second = holdStore(folder);
    const refusal = await second.line;
    expect(refusal).toMatch(new RegExp(`^in use: .*in use by process ${first.process.pid} .*SURVEY_DATA_DIR.*DATABASE_URL`));
    expect(await second.exited).toBe(3);

    first.process.kill('SIGTERM');
    await first.exited;
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
    const third = holdStore(folder);
    expect(await third.line).toBe('open');
  }, 60_000);

  it('a holder killed outright leaves a lock with a dead pid, which the next process takes over', async () => {
    const folder = newDataFolder();
    const first = holdStore(folder);
    expect(await first.line).toBe('open');
    first.process.kill('SIGKILL');
    await first.exited;
    expect(lockHolderPid(folder)).toBe(first.process.pid);

    const next = holdStore(folder);
    expect(await next.line).toBe('open');
    expect(lockHolderPid(folder)).toBe(next.process.pid);
  }, 60_000);

  it('a holder killed in a recreated container (another hostname) keeps the folder while its lease runs, and the next process takes it over once it has lapsed', async () => {
    const folder = newDataFolder();
    const first = holdStore(folder, OLD_CONTAINER);
    expect(await first.line).toBe('open');
    expect(lockHolder(folder)).toEqual(expect.objectContaining({ pid: first.process.pid, host: OLD_CONTAINER }));
    expect(OLD_CONTAINER).not.toBe(hostname());
    first.process.kill('SIGKILL');
    await first.exited;

    // Its pid means nothing on this host, so only the lease can tell the lock is stale.
    const tooSoon = holdStore(folder);
    expect(await tooSoon.line).toMatch(new RegExp(`^in use: .*in use by process ${first.process.pid} on ${OLD_CONTAINER} .*lapses ${LEASE_MS / 1000} s after`));
    expect(await tooSoon.exited).toBe(3);

    ageLockPastItsLease(folder);
    const next = holdStore(folder);
    expect(await next.line).toBe('open');
    expect(lockHolder(folder)).toEqual(expect.objectContaining({ pid: next.process.pid, host: hostname() }));
  }, 60_000);

  it('a live holder on another host renews its lease, so its folder is never taken over', async () => {
    const folder = newDataFolder();
    const holder = holdStore(folder, OLD_CONTAINER);
    expect(await holder.line).toBe('open');

    const lapsedAt = ageLockPastItsLease(folder);
    await expect.poll(() => lockRenewedAt(folder), { timeout: 2 * LEASE_RENEWAL_MS, interval: 200 }).toBeGreaterThan(lapsedAt + LEASE_MS);
    const second = holdStore(folder);
    expect(await second.line).toMatch(new RegExp(`^in use: .*in use by process ${holder.process.pid} on ${OLD_CONTAINER} `));
    expect(lockHolder(folder).pid).toBe(holder.process.pid);
  }, 60_000);

  it('a holder stalled past its lease loses the folder to the next process, and its log says so at its next renewal', async () => {
    const folder = newDataFolder();
    const stalled = holdStore(folder, OLD_CONTAINER);
    expect(await stalled.line).toBe('open');
    stalled.process.kill('SIGSTOP');
    ageLockPastItsLease(folder);
    const next = holdStore(folder);
    expect(await next.line).toBe('open');
    stalled.process.kill('SIGCONT');
    await expect.poll(stalled.errors, { timeout: 2 * LEASE_RENEWAL_MS, interval: 200 }).toMatch(/lost the lease on .*packwise-store\.lock.*restart this server/);
    expect(lockHolder(folder)).toEqual(expect.objectContaining({ pid: next.process.pid, host: hostname() }));
  }, 60_000);

  it('in one process too: a second open refuses while the first is open, and close releases the folder', async () => {
    const folder = newDataFolder();
    const store = await openPgliteStore(folder);
    await expect(openPgliteStore(folder)).rejects.toBeInstanceOf(DataFolderInUseError);
    await store.close();
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
    const again = await openPgliteStore(folder);
    expect(await answerCount(again.db)).toBe(0);
    await again.close();
  }, 60_000);
});

describe('two next start servers on one data folder', () => {
  let folder: string;
  let first: AnotherServer;
  let second: AnotherServer;

  beforeAll(async () => {
    folder = newDataFolder();
    const env = { ...process.env, ...surveyTestEnv, SURVEY_DATA_DIR: folder };
    first = await serveAnother(env);
    // The first server opens the store on its first survey request, and holds it from then on.
    expect((await fetch(`${first.baseUrl}${routePaths.surveyChallenge}`)).status).toBe(200);
    second = await serveAnother(env);
  }, 120_000);

  afterAll(async () => {
    second?.stop();
    first?.kill();
    await Promise.all([first?.exited, second?.exited]);
  });


  it('the second server closes the survey with a 503 and a message, and serves the rest of the site', async () => {
    const [proof] = await readyProofs(first.baseUrl, 1);
    expect((await postAnswer(first.baseUrl, answerBody(proof), { address: '10.5.0.1' })).status).toBe(201);

    const challenge = await fetch(`${second.baseUrl}${routePaths.surveyChallenge}`);
    expect([challenge.status, challenge.headers.get('survey-outcome')]).toEqual([503, 'closed']);
    expect(await challenge.text()).toMatch(/another server process keeps them/);
    const submission = await postAnswer(second.baseUrl, answerBody(proof), { address: '10.5.0.2' });
    expect([submission.status, submission.headers.get('survey-outcome')]).toEqual([503, 'closed']);
    expect(await (await fetch(`${second.baseUrl}${routePaths.surveyResults}index.md`)).text()).toMatch(/another server process keeps the survey’s answers/);
    for (const path of [routePaths.survey, routePaths.surveyResults, routePaths.pagesIndex, '/privacy/']) expect((await fetch(`${second.baseUrl}${path}`)).status, path).toBe(200);

    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${second.baseUrl}${routePaths.survey}`);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'another server process' }).count(), { timeout: 15_000 }).toBe(1);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('once the first server is gone, even killed outright, the second takes the folder over with its answers', async () => {
    first.kill();
    await first.exited;
    // The second server opens the store on this challenge, taking over the dead server's lock.
    const [proof] = await readyProofs(second.baseUrl, 1);
    expect((await postAnswer(second.baseUrl, answerBody(proof), { address: '10.5.0.3' })).status).toBe(201);
    second.stop();
    await second.exited;
    expect(await storedChallengeIds(folder)).toHaveLength(2);
  }, 60_000);
});
