import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { buildAndServe } from '../scripts/production-server';
import { coldStartMs, httpThroughput, mcpVersusApi } from './http-benchmark';
import { lighthouseScores } from './lighthouse';
import { loadAndMemory } from './load-and-memory';
import { compareWithRelease, printReleaseComparison } from './release-comparison';
import { compareSearchEngines, indexLoadMs } from './search-benchmark';
import { printSurveyBenchmark, surveyBenchmark } from './survey-benchmark';
import { printVercelColdStarts, vercelColdStarts } from './vercel-cold-start';

// `npm run bench`: builds the app, serves it, measures, prints a summary and writes every figure to
// bench-results/latest.json. The summary that is kept, with its reading, lives in BENCHMARKS.md.
const RESULTS_DIR = 'bench-results';
const DIST_DIR = '.next-bench';

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

console.log('Comparing search engines in-process...');
const engines = compareSearchEngines();
const shippedIndexLoadMs = indexLoadMs();

const app = await buildAndServe(DIST_DIR);
const MCP_QUERY = 'liquids';
const MCP_CONNECTIONS = [50, 100];
let http;
let mcp;
let mixedLoad;
let lighthouse;
let loadBeforeLighthouse: number[] = [];
try {
  console.log('Measuring HTTP throughput...');
  http = await httpThroughput(app.baseUrl, '/favicon.svg', '/api/unknown', ['/liquids-and-toiletries/', '/liquids-and-toiletries/index.md', '/api/search?q=liquids', '/api/search?q=how+many+shirts+for+a+week', '/api/pages.json']);
  console.log('Measuring the MCP search tool against the API...');
  mcp = await mcpVersusApi(app.baseUrl, MCP_QUERY, MCP_CONNECTIONS);
  console.log('Loading a mix of pages, mirrors, the API and MCP, twice, 30 s at 100 connections...');
  mixedLoad = await loadAndMemory(app.baseUrl, app.pid);
  console.log('Running Lighthouse...');
  loadBeforeLighthouse = os.loadavg();
  lighthouse = lighthouseScores(app.baseUrl, ['/', '/liquids-and-toiletries/', '/items/power-bank/']);
} finally {
  app.stop();
}
console.log('Comparing with the previous release, on fresh servers...');
const release = await compareWithRelease(DIST_DIR);
console.log('Measuring the survey (PGlite and PostgreSQL)...');
const survey = await surveyBenchmark(DIST_DIR);
console.log('Measuring cold starts...');
const coldStart = await coldStartMs(DIST_DIR);
console.log('Measuring the cold starts of the Vercel functions...');
const vercelColdStart = await vercelColdStarts();

const results = { measuredAt: new Date().toISOString(), node: process.version, loadBeforeLighthouse, engines, shippedIndexLoadMs, coldStart, vercelColdStart, http, mcp, mixedLoad, release, survey, lighthouse };
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(`${RESULTS_DIR}/latest.json`, `${JSON.stringify(results, null, 2)}\n`);

console.log('\nSearch relevance: answerable queries of the tuning set (content/search/queries/tuning.json), of the held-out sets (unseen.json, blind.json, fresh-a.json, fresh-b.json) and of the dev sets (dev.json, dev2.json, dev3.json)');
console.table(
  engines.flatMap(({ engine, relevance }) =>
    Object.entries(relevance.sets).map(([set, summary]) => ({
      engine,
      set,
      'MRR@10': round(summary.mrrAt10, 3),
      'success@3': round(summary.successAt3, 3),
      'empty when no guide answers': `${summary.emptyWhenUnanswerable}/${summary.unanswerable}`,
    })),
  ),
);
console.log('Search speed, in-process (real library, + 1,000, + 10,000 synthetic pages): steady state after a first round, and that first round');
console.table(
  engines.flatMap(({ engine, corpora }) =>
    corpora.map((corpus) => ({ engine, pages: corpus.pages, 'build ms': round(corpus.buildMs), 'index KiB': round(corpus.serializedBytes / 1024, 1), 'p50 ms': round(corpus.latency.p50Ms, 3), 'p99 ms': round(corpus.latency.p99Ms, 3), samples: corpus.latency.samples, 'first round p50 / p99 ms': `${round(corpus.firstRound.p50Ms, 3)} / ${round(corpus.firstRound.p99Ms, 3)}` })),
  ),
);
console.log(`Loading the shipped index: ${round(shippedIndexLoadMs)} ms. Cold start to first search: median ${round(coldStart.medianMs, 0)} ms (${coldStart.runsMs.map((ms) => round(ms, 0)).join(', ')})`);
const staticRate = http[0]!.requestsPerSecond;
console.log('HTTP throughput, 50 connections, loopback');
console.table(http.map((measure) => ({ path: measure.path, 'req/s': round(measure.requestsPerSecond, 0), 'vs static': round(measure.requestsPerSecond / staticRate, 2), 'p50 ms': measure.p50LatencyMs, 'p99 ms': measure.p99LatencyMs, non2xx: measure.non2xx })));
console.log(`MCP tools/call search_answers vs GET /api/search?q=${MCP_QUERY}, loopback (issue 9: throughput ≥ 0.8, p99 ≤ 2)`);
console.table(mcp.map((measure) => ({ connections: measure.connections, request: measure.path, 'req/s': round(measure.requestsPerSecond, 0), 'p50 ms': measure.p50LatencyMs, 'p99 ms': measure.p99LatencyMs, 'req/s vs API': round(measure.throughputVsApi), 'p99 vs API': round(measure.p99VsApi), non2xx: measure.non2xx })));
console.log(`Load: two identical runs of the mix, 100 connections, 30 s each (issue 9: no errors, timeouts or 5xx; memory growth under 10 %). Resident memory before: ${round(mixedLoad.residentBeforeMiB, 0)} MiB`);
console.table(mixedLoad.runs.map((run, index) => ({ run: index + 1, requests: run.requests, errors: run.errors, timeouts: run.timeouts, non2xx: run.non2xx, '5xx': run.serverErrors, 'resident MiB after': round(run.residentMiB, 0) })));
console.log(`Resident memory, second run over first: ${round(mixedLoad.growth * 100, 1)} %`);
printReleaseComparison(release);
const loadAverage = loadBeforeLighthouse.map((load) => round(load, 2)).join(', ');
console.log(`Lighthouse ${lighthouse[0]?.lighthouseVersion} under Node 24 (mobile), median of 3 runs; load average before ${loadAverage} on ${os.availableParallelism()} cores`);
console.table(Object.fromEntries(lighthouse.map(({ path, median }) => [path, median])));
console.log('JavaScript each page loads (bytes: transfer, with compression and headers / decoded)');
console.table(Object.fromEntries(lighthouse.map(({ path, scripts, scriptTotals }) => [path, { scripts: scripts.length, transfer: scriptTotals.transferBytes, decoded: scriptTotals.resourceBytes }])));
printSurveyBenchmark(survey);
printVercelColdStarts(vercelColdStart);
console.log(`Full results: ${RESULTS_DIR}/latest.json`);
