import { mkdirSync, writeFileSync } from 'node:fs';
import { buildAndServe } from '../scripts/production-server';
import { lighthouseScores, LIGHTHOUSE_CATEGORIES } from './lighthouse';

// `npm run bench`: builds the app, serves it, measures, and writes the figures to bench-results/.
// The summary that is kept lives in BENCHMARKS.md.
const RESULTS_DIR = 'bench-results';

const app = await buildAndServe('.next-bench');
try {
  const lighthouse = await lighthouseScores(app.baseUrl, ['/', '/liquids-and-toiletries/']);
  const results = { measuredAt: new Date().toISOString(), node: process.version, lighthouse };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(`${RESULTS_DIR}/latest.json`, `${JSON.stringify(results, null, 2)}\n`);

  console.log('\nLighthouse (mobile), median of 3 runs');
  console.table(Object.fromEntries(lighthouse.map(({ path, median }) => [path, median])));
  console.log(`Categories: ${LIGHTHOUSE_CATEGORIES.join(', ')}. Full results: ${RESULTS_DIR}/latest.json`);
} finally {
  app.stop();
}
