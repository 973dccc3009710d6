import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { startServer, waitUntilServing, type ServedApp } from '../scripts/production-server';
import { searchAnswersCalls, type LoadTarget } from './http-benchmark';
import { median } from './statistics';

/**
 * The release this build is measured against: 3f88c60, the last before the proxy ran on the API
 * (issue 32). `BENCH_BASELINE` names another commit.
 */
export const RELEASE_BASELINE = process.env.BENCH_BASELINE ?? '3f88c60';

/**
 * Builds of earlier releases, kept between runs: one per commit. Outside the project, or Next.js would
 * take the project's lock file for the release's workspace root.
 */
const RELEASES_DIR = join(tmpdir(), 'packwise-releases');
const DIST_DIR = '.next';
const CONNECTIONS = 50;
const ROUNDS = 4;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 2;

/** What issue 32 measured: three routes whose bodies did not change, and three that grew with the guides. */
const TARGETS: LoadTarget[] = [
  { label: 'GET /api/search?q=liquids', path: '/api/search?q=liquids' },
  { ...searchAnswersCalls('liquids')[0]!, label: 'POST /mcp tools/call search_answers' },
  { label: 'GET /favicon.svg', path: '/favicon.svg' },
  { label: 'GET /api/pages.json', path: '/api/pages.json' },
  { label: 'GET /liquids-and-toiletries/', path: '/liquids-and-toiletries/' },
  { label: 'GET /liquids-and-toiletries/index.md', path: '/liquids-and-toiletries/index.md' },
];

export type ReleaseComparison = {
  label: string;
  /** Bytes of the body each server sends. */
  bodyBytes: { release: number; now: number };
  /** Median requests a second over the rounds. */
  requestsPerSecond: { release: number; now: number };
  /** The rounds' own ratios (now ÷ release), and their median: what travels between machines. */
  ratios: number[];
  medianRatio: number;
};

/** The release's source (git archive, no history), installed from its own lock file and built: once per commit. */
function buildRelease(commit: string): string {
  const folder = join(RELEASES_DIR, commit);
  if (existsSync(join(folder, DIST_DIR, 'BUILD_ID'))) return folder;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(folder)}`]);
  for (const step of [['ci', '--no-audit', '--no-fund'], ['run', 'build']]) {
    const run = spawnSync('npm', step, { cwd: folder, encoding: 'utf8', env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, SITE_URL: 'http://127.0.0.1:3000' } });
    if (run.status !== 0) throw new Error(`npm ${step.join(' ')} of release ${commit} failed:\n${run.stdout}\n${run.stderr}`);
  }
  return folder;
}

async function serve(distDir: string, cwd?: string): Promise<ServedApp> {
  const app = startServer(distDir, await getPort(), { cwd, quiet: true });
  await waitUntilServing(`${app.baseUrl}/api/pages.json`, app.server);
  return app;
}

async function requestsPerSecond(baseUrl: string, target: LoadTarget, seconds: number): Promise<number> {
  const { method = 'GET', headers, body } = target;
  const result = await autocannon({ url: `${baseUrl}${target.path}`, method, headers, body, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.label} at ${baseUrl}: ${result.non2xx} non-2xx replies, ${result.errors} errors`);
  return result.requests.average;
}

async function bodyBytes(baseUrl: string, target: LoadTarget): Promise<number> {
  const response = await fetch(`${baseUrl}${target.path}`, { method: target.method ?? 'GET', headers: target.headers, body: target.body });
  return (await response.arrayBuffer()).byteLength;
}

/**
 * This build (in `distDir`) against `RELEASE_BASELINE`, as issue 32 measured the regression: fresh
 * `next start` servers of both, side by side; for each target one server is loaded, then the other,
 * `ROUNDS` times, the order swapped each round. A build measured against itself this way gives 0.91–1.02.
 */
export async function compareWithRelease(distDir: string): Promise<ReleaseComparison[]> {
  const release = await serve(DIST_DIR, buildRelease(RELEASE_BASELINE));
  const now = await serve(distDir);
  try {
    const servers = { release, now };
    const comparisons: ReleaseComparison[] = [];
    for (const target of TARGETS) {
      const rates: { release: number[]; now: number[] } = { release: [], now: [] };
      for (const side of ['release', 'now'] as const) await requestsPerSecond(servers[side].baseUrl, target, WARM_UP_SECONDS);
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? (['release', 'now'] as const) : (['now', 'release'] as const);
        for (const side of order) rates[side].push(await requestsPerSecond(servers[side].baseUrl, target, ROUND_SECONDS));
      }
      const ratios = rates.now.map((rate, index) => rate / rates.release[index]!);
      comparisons.push({
        label: target.label,
        bodyBytes: { release: await bodyBytes(release.baseUrl, target), now: await bodyBytes(now.baseUrl, target) },
        requestsPerSecond: { release: median(rates.release), now: median(rates.now) },
        ratios,
        medianRatio: median(ratios),
      });
    }
    return comparisons;
  } finally {
    release.stop();
    now.stop();
  }
}

export function printReleaseComparison(comparisons: ReleaseComparison[]): void {
  console.log(`Against release ${RELEASE_BASELINE}: fresh servers, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s, the order swapped each round`);
  console.table(
    Object.fromEntries(
      comparisons.map(({ label, bodyBytes, requestsPerSecond, ratios, medianRatio }) => [
        label,
        {
          'body bytes (release → now)': `${bodyBytes.release} → ${bodyBytes.now}`,
          'req/s release': Math.round(requestsPerSecond.release),
          'req/s now': Math.round(requestsPerSecond.now),
          'now ÷ release (median)': Number(medianRatio.toFixed(2)),
          rounds: ratios.map((ratio) => ratio.toFixed(2)).join(' '),
        },
      ]),
    ),
  );
}
