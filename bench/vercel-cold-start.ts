import { performance } from 'node:perf_hooks';
import getPort from 'get-port';
import { waitUntilServing } from '../scripts/production-server';
import { serveFunction, unpackFunction, vercelBuild } from '../tests/support/vercel-build';
import { searchAnswersCalls } from './http-benchmark';
import { node24 } from './node24';
import { median } from './statistics';

/** A function of the Vercel build and the first request it answers. */
type ColdStartTarget = { route: string; request: string; path: string; init?: RequestInit };

export type FunctionColdStart = { route: string; request: string; files: number; mebibytes: number; medianMs: number; runsMs: number[]; vsNodeFloor: number };
export type VercelColdStarts = { runs: number; nodeFloor: { medianMs: number; runsMs: number[] }; functions: FunctionColdStart[] };

const mcpCall = searchAnswersCalls('liquids')[0]!;
const TARGETS: ColdStartTarget[] = [
  { route: 'api/search', request: 'GET /api/search?q=liquids', path: '/api/search?q=liquids' },
  { route: 'mcp', request: `POST /mcp tools/call search_answers (${mcpCall.label})`, path: '/mcp', init: { method: 'POST', headers: mcpCall.headers, body: mcpCall.body } },
];

/** Milliseconds from spawning a fresh Node 24 process on the function (or on none) to its first 2xx answer. */
async function coldStartOnce(folder: string | undefined, path: string, init?: RequestInit): Promise<number> {
  const port = await getPort();
  const started = performance.now();
  const { server, baseUrl, stop } = serveFunction(node24(), port, folder);
  try {
    await waitUntilServing(`${baseUrl}${path}`, server, init);
    return performance.now() - started;
  } finally {
    stop();
  }
}

/**
 * Cold start as a Vercel function meets it: `vercel build`, then each function's traced files
 * unpacked alone and started `runs` times in a fresh Node 24 process, to the first answer. The
 * floor (Node alone, listening) takes its turn in every round, so a neighbour's load on a shared
 * machine falls on all alike; each function's ratio to it is the median of the rounds' own ratios.
 */
export async function vercelColdStarts(runs = 10): Promise<VercelColdStarts> {
  const build = vercelBuild();
  const unpacked = TARGETS.map((target) => ({ target, ...unpackFunction(build.output, target.route) }));
  try {
    const floorMs: number[] = [];
    const functionMs = unpacked.map((): number[] => []);
    for (let round = 0; round < runs; round += 1) {
      floorMs.push(await coldStartOnce(undefined, '/'));
      for (const [index, { folder, target }] of unpacked.entries()) functionMs[index]!.push(await coldStartOnce(folder, target.path, target.init));
    }
    return {
      runs,
      nodeFloor: { medianMs: median(floorMs), runsMs: floorMs },
      functions: unpacked.map(({ target, files, bytes }, index) => ({
        route: target.route,
        request: target.request,
        files,
        mebibytes: bytes / 2 ** 20,
        medianMs: median(functionMs[index]!),
        runsMs: functionMs[index]!,
        vsNodeFloor: median(functionMs[index]!.map((ms, round) => ms / floorMs[round]!)),
      })),
    };
  } finally {
    for (const { remove } of unpacked) remove();
    build.remove();
  }
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

export function printVercelColdStarts({ runs, nodeFloor, functions }: VercelColdStarts): void {
  console.log(`Cold start of a Vercel function: its traced files alone, a fresh Node 24 process to the first answer, median of ${runs} (Node alone, listening: ${round(nodeFloor.medianMs, 0)} ms)`);
  console.table(functions.map((measure) => ({ function: measure.route, request: measure.request, files: measure.files, MiB: round(measure.mebibytes), 'median ms': round(measure.medianMs, 0), 'vs Node alone': round(measure.vsNodeFloor, 2), 'runs ms': measure.runsMs.map((ms) => round(ms, 0)).join(', ') })));
}
