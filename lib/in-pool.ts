/** Runs `send` over every case with at most `inFlight` at a time; results keep the order of the cases. */
export async function inPool<Case, Result>(cases: readonly Case[], inFlight: number, send: (item: Case) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(cases.length);
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const index = next++;
      results[index] = await send(cases[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(inFlight, cases.length) }, worker));
  return results;
}
