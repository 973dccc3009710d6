import { engineRelevance, ENGINES, realDocuments } from './search-benchmark';
import { RELEVANCE_SETS, summarizeRelevance, worstQueries, type RelevanceSummary } from './relevance';

const line = (name: string, summary: RelevanceSummary) =>
  `  ${name}: MRR@10 ${summary.mrrAt10.toFixed(3)}   success@3 ${summary.successAt3.toFixed(3)}   (${summary.answerable} answerable)   empty when no guide answers: ${summary.emptyWhenUnanswerable}/${summary.unanswerable}`;

// `npm run bench:search`: relevance of each engine over the tuning set (content/search/queries/tuning.json)
// over the held-out sets (content/search/queries/unseen.json and blind.json), whose queries
// are never printed, and over the dev sets (dev.json, dev2.json), whose failures are read
// but not turned into vocabulary.
for (const candidate of ENGINES) {
  const { rank } = candidate.build(realDocuments());
  console.log(`\n${candidate.name}`);
  for (const [name, cases] of Object.entries(RELEVANCE_SETS)) console.log(line(`${name} set`, summarizeRelevance(rank, cases)));
  console.log('  Ten worst queries of the tuning set:');
  for (const query of worstQueries(engineRelevance(candidate))) {
    console.log(`    ${query.rank === null ? 'not found' : `rank ${query.rank}`}  "${query.query}" → ${query.ranked.slice(0, 3).join(', ') || '(nothing)'}`);
  }
}
