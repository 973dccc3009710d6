import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { startServer, waitUntilServing } from '../scripts/production-server';
import { median } from './statistics';

export type ThroughputMeasure = { path: string; requestsPerSecond: number; p50LatencyMs: number; p99LatencyMs: number; non2xx: number };

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

/** Requests a second that 50 connections on loopback get from one path, after a short warm-up. */
async function throughput(baseUrl: string, path: string): Promise<ThroughputMeasure> {
  await autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50LatencyMs: result.latency.p50,
    p99LatencyMs: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * The API next to a static file served by the same server, in the same run: the ratio is what
 * travels. `floorPath` is a route handler that does next to nothing (the JSON 404 of an unknown API
 * path): what Next.js itself costs per request, for comparison.
 */
export async function httpThroughput(baseUrl: string, staticPath: string, floorPath: string, apiPaths: string[]): Promise<ThroughputMeasure[]> {
  const measures: ThroughputMeasure[] = [];
  for (const path of [staticPath, floorPath, ...apiPaths]) measures.push(await throughput(baseUrl, path));
  return measures;
}

/**
 * Cold start as a serverless function meets it: from spawning `next start` on an existing build to
 * the first answered search. Median of `runs` starts.
 */
export async function coldStartMs(distDir: string, runs = 5): Promise<{ medianMs: number; runsMs: number[] }> {
  const runsMs: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const port = await getPort();
    const started = performance.now();
    const { server, baseUrl, stop } = startServer(distDir, port, { quiet: true });
    try {
      await waitUntilServing(`${baseUrl}/api/search?q=liquids`, server);
      runsMs.push(performance.now() - started);
    } finally {
      stop();
    }
  }
  return { medianMs: median(runsMs), runsMs };
}
