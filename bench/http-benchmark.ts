import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import getPort from 'get-port';
import { startServer, waitUntilServing } from '../scripts/production-server';
import { median } from './statistics';
import { LEGACY_VERSIONS, MODERN_VERSION, modernRequest } from '../tests/support/mcp-clients';

export type ThroughputMeasure = { path: string; requestsPerSecond: number; p50LatencyMs: number; p99LatencyMs: number; non2xx: number };

/** One kind of request to load the server with: a GET of `path`, or a POST with headers and a body. */
export type LoadTarget = { label: string; path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

/** Requests a second that `connections` on loopback get from one target, after a short warm-up. */
async function throughput(baseUrl: string, target: LoadTarget, connections = CONNECTIONS, warmUpSeconds = 2, seconds = DURATION_SECONDS): Promise<ThroughputMeasure> {
  const { method = 'GET', headers, body } = target;
  const options = { url: `${baseUrl}${target.path}`, method, headers, body, connections };
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    path: target.label,
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
  for (const path of [staticPath, floorPath, ...apiPaths]) measures.push(await throughput(baseUrl, { label: path, path }));
  return measures;
}

export type McpVersusApiMeasure = ThroughputMeasure & { connections: number; throughputVsApi: number; p99VsApi: number };

/** `tools/call search_answers` as an MCP client sends it, in both protocol eras. */
export function searchAnswersCalls(query: string): LoadTarget[] {
  const json = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  const params = { name: 'search_answers', arguments: { query } };
  const modern = modernRequest(1, 'tools/call', params);
  // A 2025-era client sends `initialize` once, then every call with the negotiated version; a
  // stateless server needs no session, so the call alone is what each request costs.
  const legacy = { jsonrpc: '2.0', id: 1, method: 'tools/call', params };
  return [
    { label: `MCP ${MODERN_VERSION}`, path: '/mcp', method: 'POST', headers: { ...json, ...modern.headers }, body: JSON.stringify(modern.body) },
    { label: `MCP ${LEGACY_VERSIONS[0]}`, path: '/mcp', method: 'POST', headers: { ...json, 'MCP-Protocol-Version': LEGACY_VERSIONS[0]! }, body: JSON.stringify(legacy) },
  ];
}

const ROUNDS = 3;
const ROUND_SECONDS = 5;

/**
 * The MCP search tool next to `GET /api/search` for the same query, at each connection count. The
 * three take turns, `ROUNDS` times, so a neighbour's load on a shared machine falls on all of them
 * alike; each figure is the median over rounds, and each ratio (MCP over API) the median of the
 * rounds' own ratios: that is what travels between machines.
 */
export async function mcpVersusApi(baseUrl: string, query: string, connectionCounts: number[]): Promise<McpVersusApiMeasure[]> {
  const targets: LoadTarget[] = [{ label: 'GET /api/search', path: `/api/search?q=${encodeURIComponent(query)}` }, ...searchAnswersCalls(query)];
  const measures: McpVersusApiMeasure[] = [];
  for (const connections of connectionCounts) {
    const rounds: ThroughputMeasure[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measured: ThroughputMeasure[] = [];
      for (const target of targets) measured.push(await throughput(baseUrl, target, connections, round === 0 ? 2 : 0, ROUND_SECONDS));
      rounds.push(measured);
    }
    targets.forEach((target, index) => {
      const runs = rounds.map((measured) => ({ api: measured[0]!, own: measured[index]! }));
      measures.push({
        path: target.label,
        connections,
        requestsPerSecond: median(runs.map(({ own }) => own.requestsPerSecond)),
        p50LatencyMs: median(runs.map(({ own }) => own.p50LatencyMs)),
        p99LatencyMs: median(runs.map(({ own }) => own.p99LatencyMs)),
        non2xx: runs.reduce((sum, { own }) => sum + own.non2xx, 0),
        throughputVsApi: median(runs.map(({ api, own }) => own.requestsPerSecond / api.requestsPerSecond)),
        p99VsApi: median(runs.map(({ api, own }) => own.p99LatencyMs / api.p99LatencyMs)),
      });
    });
  }
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
