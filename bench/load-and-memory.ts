import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { searchAnswersCalls, type LoadTarget } from './http-benchmark';

const CONNECTIONS = 100;
const SECONDS = 30;

/** What a busy day looks like: readers on pages, agents on mirrors, apps on the API, assistants on MCP. */
const MIX: LoadTarget[] = [
  { label: 'home', path: '/' },
  { label: 'guide', path: '/liquids-and-toiletries/' },
  { label: 'guide as Markdown', path: '/carry-on-basics/', headers: { Accept: 'text/markdown' } },
  { label: 'mirror', path: '/one-week-packing-list/index.md' },
  { label: 'search', path: '/api/search?q=power+bank' },
  { label: 'search', path: '/api/search?q=how+many+shirts+for+a+week' },
  { label: 'index', path: '/api/pages.json' },
  ...searchAnswersCalls('liquids in hand luggage'),
];

export type LoadRun = { requests: number; errors: number; timeouts: number; non2xx: number; serverErrors: number; residentMiB: number };

/** The server's resident set, as the kernel counts it (`ps` reports KiB). */
function residentMiB(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

async function loadOnce(baseUrl: string, pid: number): Promise<LoadRun> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: MIX.map(({ path, method = 'GET', headers, body }) => ({ path, method, headers, body })),
  });
  const serverErrors = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, { count = 0 }]) => sum + count, 0);
  return { requests: result.requests.total, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, serverErrors, residentMiB: residentMiB(pid) };
}

/**
 * Two identical 30-second runs at 100 connections over the whole mix: a server that leaks grows
 * between the first and the second, one that only warms up does not.
 */
export async function loadAndMemory(baseUrl: string, pid: number): Promise<{ residentBeforeMiB: number; runs: LoadRun[]; growth: number }> {
  const residentBeforeMiB = residentMiB(pid);
  const first = await loadOnce(baseUrl, pid);
  const second = await loadOnce(baseUrl, pid);
  return { residentBeforeMiB, runs: [first, second], growth: second.residentMiB / first.residentMiB - 1 };
}
