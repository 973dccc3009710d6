import { engineRelevance, ENGINES, realDocuments } from './search-benchmark';
import { matchCalibration, type LevelTally } from './match-calibration';
import { DEV_CASES, FOURTH_DEV_CASES, RELEVANCE_CASES, RELEVANCE_SETS, SECOND_DEV_CASES, THIRD_DEV_CASES, summarizeRelevance, worstQueries, type RelevanceSummary } from './relevance';
import { loadSearchIndex } from '@/lib/search/index/search-index';
import { correctedWord, gluedWords, shorthandRead } from '@/lib/search/query/unknown-words';
import { tokenize } from '@/lib/search/words/search-terms';
import serializedIndex from '@/.contentlayer/search-index.json';

const line = (name: string, summary: RelevanceSummary) =>
  `  ${name}: MRR@10 ${summary.mrrAt10.toFixed(3)}   success@3 ${summary.successAt3.toFixed(3)}   (${summary.answerable} answerable)   empty when no guide answers: ${summary.emptyWhenUnanswerable}/${summary.unanswerable}`;

// `npm run bench:search`: relevance of each engine over the tuning set (content/search/queries/tuning.json)
// over the held-out sets (content/search/queries/unseen.json, blind.json, fresh-a.json and fresh-b.json),
// whose queries are never printed, and over the dev sets (dev.json, dev2.json, dev3.json), whose
// failures are read but not turned into vocabulary.
for (const candidate of ENGINES) {
  const { rank } = candidate.build(realDocuments());
  console.log(`\n${candidate.name}`);
  for (const [name, cases] of Object.entries(RELEVANCE_SETS)) console.log(line(`${name} set`, summarizeRelevance(rank, cases)));
  console.log('  Ten worst queries of the tuning set:');
  for (const query of worstQueries(engineRelevance(candidate))) {
    console.log(`    ${query.rank === null ? 'not found' : `rank ${query.rank}`}  "${query.query}" → ${query.ranked.slice(0, 3).join(', ') || '(nothing)'}`);
  }
}

// What the shorthand rule (lib/search/query/shorthand-words.ts) reads in the tuning set's queries, for BENCHMARKS.md.
const index = loadSearchIndex(serializedIndex);
const readings = new Map<string, string>();
for (const word of RELEVANCE_CASES.flatMap(({ query }) => tokenize(query))) {
  const read = correctedWord(word, index) === word && gluedWords(word, index).length === 1 && shorthandRead(word, index);
  if (read) readings.set(word, read);
}
console.log(`\nShorthand read in the tuning set: ${[...readings].map(([word, read]) => `${word} → ${read}`).join(', ') || 'none'}`);

// How far `match` can be trusted, on the sets whose hits may be read (the held-out sets stay unread).
const calibration = matchCalibration([...RELEVANCE_CASES, ...DEV_CASES, ...SECOND_DEV_CASES, ...THIRD_DEV_CASES, ...FOURTH_DEV_CASES]);
const levels = (tallies: Record<string, LevelTally>) =>
  Object.entries(tallies).map(([level, { hits, expected }]) => `${level} ${expected}/${hits} (${Math.round((100 * expected) / Math.max(1, hits))} %)`).join(', ');
console.log(`\nGuide hits on an expected page, by match (tuning and dev sets): every hit: ${levels(calibration.everyHit)}; first hit: ${levels(calibration.firstHit)}`);
