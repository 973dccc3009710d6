import { engineRelevance, ENGINES, realDocuments } from './search-benchmark';
import { BLIND_CASES, DEV_CASES, RELEVANCE_CASES, summarizeRelevance, UNSEEN_CASES, worstQueries, type RelevanceSummary } from './relevance';

const line = (name: string, summary: RelevanceSummary) =>
  `  ${name}: MRR@10 ${summary.mrrAt10.toFixed(3)}   success@3 ${summary.successAt3.toFixed(3)}   (${summary.answerable} answerable)   empty when no guide answers: ${summary.emptyWhenUnanswerable}/${summary.unanswerable}`;

// `npm run bench:search`: relevance of each engine over the tuning set (tests/fixtures/search-queries.json)
// over the held-out sets (tests/fixtures/search-queries-unseen.json and search-queries-blind.json), whose queries
// are never printed, and over the dev set (search-queries-dev.json), whose failures are read but not tuned on.
for (const candidate of ENGINES) {
  const { rank } = candidate.build(realDocuments());
  console.log(`\n${candidate.name}`);
  console.log(line('tuning set', summarizeRelevance(rank, RELEVANCE_CASES)));
  console.log(line('unseen set', summarizeRelevance(rank, UNSEEN_CASES)));
  console.log(line('blind set', summarizeRelevance(rank, BLIND_CASES)));
  console.log(line('dev set', summarizeRelevance(rank, DEV_CASES)));
  console.log('  Ten worst queries of the tuning set:');
  for (const query of worstQueries(engineRelevance(candidate))) {
    console.log(`    ${query.rank === null ? 'not found' : `rank ${query.rank}`}  "${query.query}" → ${query.ranked.slice(0, 3).join(', ') || '(nothing)'}`);
  }
}
