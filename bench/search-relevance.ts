import { engineRelevance, ENGINES } from './search-benchmark';
import { worstQueries } from './relevance';

// `npm run bench:search`: relevance of each engine over tests/fixtures/search-queries.json.
for (const candidate of ENGINES) {
  const report = engineRelevance(candidate);
  console.log(`\n${candidate.name}`);
  console.log(
    `  MRR@10 ${report.mrrAt10.toFixed(3)}   success@1 ${report.successAt1.toFixed(3)}   success@3 ${report.successAt3.toFixed(3)}   (${report.queries.length} queries)`,
  );
  console.log('  Ten worst queries:');
  for (const query of worstQueries(report)) {
    console.log(`    ${query.rank === null ? 'not found' : `rank ${query.rank}`}  "${query.query}" → ${query.ranked.slice(0, 3).join(', ') || '(nothing)'}`);
  }
}
