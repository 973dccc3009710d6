import type { RelevanceCase } from './relevance';
import { unvalidatedSearchResponse } from '@/lib/api/search-response';
import { matchLevels, type MatchLevel } from '@/lib/answers/answer-kinds';
import { slugOfPagePath } from '@/lib/site/urls';

/** Of the hits a level was given, how many are on a page the query's labels expect. */
export type LevelTally = { hits: number; expected: number };

export type MatchCalibration = { everyHit: Record<MatchLevel, LevelTally>; firstHit: Record<MatchLevel, LevelTally> };

const emptyTallies = () => Object.fromEntries(matchLevels.map((level) => [level, { hits: 0, expected: 0 }])) as Record<MatchLevel, LevelTally>;

/**
 * Whether `match` is a confidence a model can use (issue 40): over the guide and page hits of the
 * answerable labelled queries, the share of each level's hits that land on a page the labels expect.
 * Item and airline hits are left out, as the labels name guides only. A label names the page that
 * answers best, so a hit on another page that also answers counts against its level.
 */
export function matchCalibration(cases: readonly RelevanceCase[]): MatchCalibration {
  const calibration = { everyHit: emptyTallies(), firstHit: emptyTallies() };
  for (const { query, expected } of cases.filter((testCase) => testCase.expected.length > 0)) {
    const pageHits = unvalidatedSearchResponse(query).results.filter(({ kind }) => kind === 'guide' || kind === 'page');
    pageHits.forEach(({ url, match }, rank) => {
      const isExpected = expected.includes(slugOfPagePath(new URL(url).pathname) ?? '');
      for (const tallies of rank === 0 ? [calibration.everyHit, calibration.firstHit] : [calibration.everyHit]) {
        tallies[match].hits += 1;
        if (isExpected) tallies[match].expected += 1;
      }
    });
  }
  return calibration;
}
