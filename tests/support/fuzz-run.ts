/** The fast-check seed: printed so a failing run can be replayed with FUZZ_SEED=<seed>. */
export function fuzzSeed(suite: string): number {
  const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`);
  console.log(`${suite}: fast-check seed ${seed} (replay with FUZZ_SEED=${seed})`);
  return seed;
}

/** `status → count`, sorted by status, for the log. */
export function statusHistogram(statuses: (number | string)[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
}
