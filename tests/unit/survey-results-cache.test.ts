import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerAggregates } from '@/lib/survey/store/aggregates';

const aggregates = vi.hoisted(() => ({ next: [] as Promise<unknown>[] }));
vi.mock('@/lib/survey/store/survey-store', () => ({ surveyStore: async () => ({ db: {} }), SurveyClosedError: class extends Error {}, logStoreFailure: () => undefined }));
vi.mock('@/lib/survey/store/aggregates', () => ({ answerAggregates: () => aggregates.next.shift() }));

const { forgetSurveyResults, readSurveyResults } = await import('@/lib/survey/read-survey-results');

const counted = (total: number): AnswerAggregates => {
  const none = new Map<string, number>();
  return { total, latest: null, tripLength: none, tripKind: none, bagSetup: none, bagLiters: none, overpacked: none, missed: none, bagChecks: none };
};
const totalOf = async () => {
  const read = await readSurveyResults();
  return read.ok ? read.results.total : undefined;
};

beforeEach(() => forgetSurveyResults());

describe('the results a process reuses', () => {
  it('are reused for a few seconds', async () => {
    aggregates.next.push(Promise.resolve(counted(1)), Promise.resolve(counted(2)));
    expect([await totalOf(), await totalOf()]).toEqual([1, 1]);
    aggregates.next.length = 0;
  });

  it('are not kept when an answer was stored while they were counted', async () => {
    let finish!: (value: AnswerAggregates) => void;
    aggregates.next.push(new Promise((resolve) => (finish = resolve)), Promise.resolve(counted(2)));
    const reading = totalOf();
    await Promise.resolve();
    forgetSurveyResults();
    finish(counted(1));
    expect(await reading).toBe(1);
    expect(await totalOf()).toBe(2);
  });
});
