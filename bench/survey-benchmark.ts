import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { startServer, waitUntilServing } from '../scripts/production-server';
import { routePaths } from '../lib/site/route-paths';
import type { SurveyAnswer } from '../lib/survey/answer-schema';
import { allPages } from '../lib/content/catalogue';
import { pagePath } from '../lib/site/urls';
import { answerAggregates } from '../lib/survey/store/aggregates';
import { answerHash } from '../lib/survey/store/answers';
import { openPgliteStore, openPostgresStore, type SurveyStore } from '../lib/survey/store/open-store';
import { surveyAnswers } from '../lib/survey/store/schema';
import { RENDER_NOW_HEADER } from '../lib/survey/results-page-copy';
import { bagSetups, packingCategories, tripKinds, tripLengths } from '../lib/survey/questions';
import { median } from './statistics';
import { startTestPostgres } from '../tests/support/embedded-postgres';
import { answerBody, postAnswer, readyProofs } from '../tests/support/survey-client';
import { surveyTestEnv } from '../tests/support/survey-test-env';

export type SurveyStoreBenchmark = {
  store: 'pglite' | 'postgres';
  storedAnswers: number;
  /** Counting all 10,000 answers in one snapshot, in-process: what making a release costs (once a day at most). */
  aggregateQueryMs: number;
  submissions: { sent: number; concurrency: number; perSecond: number; p50Ms: number; p99Ms: number };
  /** The results page (its copy, and rendered per request as before), its Markdown mirror and a guide page (the static baseline), loaded in the same run. */
  pages: { page: string; requestsPerSecond: number; p50LatencyMs: number; p99LatencyMs: number; non2xx: number }[];
};

const SEEDED_ANSWERS = 10_000;
const SUBMISSIONS = 300;
/** As many at once as in the outside attack of issue 21, whose figures are BEFORE_ISSUE_21. */
const CONCURRENCY = 50;
/** Answers a second at 50 at a time, measured by the attack reported in issue 21 on these machines. */
const BEFORE_ISSUE_21: Record<SurveyStoreBenchmark['store'], number> = { pglite: 85, postgres: 219 };
/** A guide, prerendered as every guide is: the speed the results page is measured against. */
const GUIDE_PATH = pagePath(allPages().find((page) => page.kind === 'guide')!.slug);

/** 10,000 varied answers written straight to the store, in batches: the results page's load. */
async function seed(store: SurveyStore): Promise<void> {
  const pick = <T>(options: readonly T[], index: number) => options[index % options.length]!;
  for (let start = 0; start < SEEDED_ANSWERS; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, offset) => {
      const index = start + offset;
      const answer: SurveyAnswer = {
        tripLength: pick(tripLengths, index).id,
        tripKind: pick(tripKinds, index * 7).id,
        bagSetup: pick(bagSetups, index * 3).id,
        bagLiters: 20 + (index % 50),
        overpacked: [pick(packingCategories, index).id],
        missed: [pick(packingCategories, index + 3).id],
        bagChecks: index % 2 ? ['measured'] : [],
        tip: index % 5 ? null : 'Roll your clothes.',
      };
      return { challengeId: `bench-${index}`, answerHash: answerHash(answer), ...answer };
    });
    await store.db.insert(surveyAnswers).values(rows);
  }
}

/** Submissions a second through the whole stack (same-origin check, parsing, proof, transaction), CONCURRENCY at a time. */
async function submissionRate(baseUrl: string): Promise<SurveyStoreBenchmark['submissions']> {
  const proofs = await readyProofs(baseUrl, SUBMISSIONS);
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < proofs.length) {
        const index = next++;
        const sent = performance.now();
        const response = await postAnswer(baseUrl, answerBody(proofs[index]), { address: `10.8.${Math.floor(index / 250)}.${index % 250}` });
        if (response.status !== 201) throw new Error(`submission ${index} answered ${response.status}: ${await response.text()}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (fraction: number) => latencies[Math.min(latencies.length - 1, Math.ceil(fraction * latencies.length) - 1)]!;
  return { sent: SUBMISSIONS, concurrency: CONCURRENCY, perSecond: SUBMISSIONS / seconds, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** What is loaded, by name: the results page as travelers get it, as every request got it before its copy, its mirror and the baseline. */
const LOADED_PAGES = [
  { page: routePaths.surveyResults, path: routePaths.surveyResults, headers: {} },
  { page: `${routePaths.surveyResults} rendered per request`, path: routePaths.surveyResults, headers: { [RENDER_NOW_HEADER]: '1' } },
  { page: `${routePaths.surveyResults}index.md`, path: `${routePaths.surveyResults}index.md`, headers: {} },
  { page: GUIDE_PATH, path: GUIDE_PATH, headers: {} },
];

async function pageSpeeds(baseUrl: string): Promise<SurveyStoreBenchmark['pages']> {
  const measures = [];
  for (const { page, path, headers } of LOADED_PAGES) {
    await autocannon({ url: `${baseUrl}${path}`, headers, connections: 10, duration: 2 });
    const result = await autocannon({ url: `${baseUrl}${path}`, headers, connections: 10, duration: 5 });
    measures.push({ page, requestsPerSecond: result.requests.average, p50LatencyMs: result.latency.p50, p99LatencyMs: result.latency.p99, non2xx: result.non2xx });
  }
  return measures;
}

async function aggregateQueryMs(store: SurveyStore): Promise<number> {
  const runs: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    await store.db.transaction((tx) => answerAggregates(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
    runs.push(performance.now() - started);
  }
  return median(runs);
}

/** Seeds the store, times its aggregate query, and closes it (PGlite admits one process per folder). */
async function seedAndTime(open: () => Promise<SurveyStore>): Promise<number> {
  const store = await open();
  try {
    await seed(store);
    return await aggregateQueryMs(store);
  } finally {
    await store.close();
  }
}

async function measure(distDir: string, store: SurveyStoreBenchmark['store'], queryMs: number, env: Record<string, string>): Promise<SurveyStoreBenchmark> {
  const port = await getPort();
  const { server, baseUrl, stop } = startServer(distDir, port, { env: { ...process.env, ...surveyTestEnv, ...env }, quiet: true });
  try {
    await waitUntilServing(`${baseUrl}${routePaths.surveyChallenge}`, server);
    const pages = await pageSpeeds(baseUrl);
    const submissions = await submissionRate(baseUrl);
    return { store, storedAnswers: SEEDED_ANSWERS, aggregateQueryMs: queryMs, submissions, pages };
  } finally {
    stop();
  }
}

/**
 * The survey on each store, against an existing production build in `distDir` whose SITE_URL is a
 * loopback address (so the test-only easy challenges apply, as in the tests): the results page (a
 * release of 10,000 answers), its mirror and a guide, then submissions a second.
 */
export async function surveyBenchmark(distDir: string): Promise<SurveyStoreBenchmark[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'packwise-bench-pglite-'));
  const postgres = await startTestPostgres();
  try {
    const pgliteQueryMs = await seedAndTime(() => openPgliteStore(dataDir));
    const postgresQueryMs = await seedAndTime(() => openPostgresStore(postgres.url));
    return [await measure(distDir, 'pglite', pgliteQueryMs, { SURVEY_DATA_DIR: dataDir }), await measure(distDir, 'postgres', postgresQueryMs, { DATABASE_URL: postgres.url })];
  } finally {
    await postgres.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

export function printSurveyBenchmark(results: SurveyStoreBenchmark[]): void {
  console.log(`Survey: submissions through the site (${SUBMISSIONS}, ${CONCURRENCY} at a time), then results with ${SEEDED_ANSWERS.toLocaleString('en')} stored answers (10 connections)`);
  console.table(
    results.map(({ store, submissions, aggregateQueryMs }) => ({
      store,
      'answers/s': round(submissions.perSecond),
      'before issue 21': BEFORE_ISSUE_21[store],
      'p50 ms': round(submissions.p50Ms),
      'p99 ms': round(submissions.p99Ms),
      'release of 10k ms': round(aggregateQueryMs),
    })),
  );
  console.table(
    results.flatMap(({ store, pages }) => {
      const guide = pages.find((page) => page.page === GUIDE_PATH)!.requestsPerSecond;
      return pages.map((page) => ({ store, page: page.page, 'req/s': round(page.requestsPerSecond), 'of the guide': `${round((page.requestsPerSecond / guide) * 100)}%`, 'p50 ms': page.p50LatencyMs, 'p99 ms': page.p99LatencyMs, non2xx: page.non2xx }));
    }),
  );
}
