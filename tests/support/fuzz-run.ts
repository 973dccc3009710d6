/** The fast-check seed: printed so a failing run can be replayed with FUZZ_SEED=<seed>. */
export function fuzzSeed(suite: string): number {
  const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`);
  console.log(`${suite}: fast-check seed ${seed} (replay with FUZZ_SEED=${seed})`);
  return seed;
}

/** Runs `send` over every case with at most `inFlight` at a time; results keep the order of the cases. */
export async function inPool<Case, Result>(cases: Case[], inFlight: number, send: (item: Case) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const index = next++;
      results[index] = await send(cases[index]);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  return results;
}

/** `status → count`, sorted by status, for the log. */
export function statusHistogram(statuses: (number | string)[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
}
