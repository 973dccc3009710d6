import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseState } from '@/lib/survey/store/releases';

const releases = vi.hoisted(() => ({ next: [] as Promise<unknown>[] }));
vi.mock('@/lib/survey/store/survey-store', () => ({ surveyStore: async () => ({ db: {} }), SurveyClosedError: class extends Error {}, logStoreFailure: () => undefined }));
vi.mock('@/lib/survey/store/rate-limit', () => ({ sweepEndedRecords: async () => undefined }));
vi.mock('@/lib/survey/store/releases', () => ({ currentRelease: () => releases.next.shift() }));

const { readSurveyResults } = await import('@/lib/survey/read-survey-results');
const { noteStoredAnswer } = await import('@/lib/survey/results-freshness');

const counts = { total: 10, sections: [] };
const released = (answers: number): ReleaseState => ({ release: { number: answers, madeAt: new Date('2026-11-25T20:00:00Z'), answers, counts }, waiting: 0 });
const releaseOf = async () => {
  const read = await readSurveyResults();
  return read.ok ? read.results.release?.answers : undefined;
};

beforeEach(() => noteStoredAnswer());

describe('the results a process reuses', () => {
  it('are reused for a few seconds', async () => {
    releases.next.push(Promise.resolve(released(10)), Promise.resolve(released(20)));
    expect([await releaseOf(), await releaseOf()]).toEqual([10, 10]);
    releases.next.length = 0;
  });

  it('are not kept when an answer was stored while they were read', async () => {
    let finish!: (value: ReleaseState) => void;
    releases.next.push(new Promise((resolve) => (finish = resolve)), Promise.resolve(released(20)));
    const reading = releaseOf();
    await Promise.resolve();
    noteStoredAnswer();
    finish(released(10));
    expect(await reading).toBe(10);
    expect(await releaseOf()).toBe(20);
  });
});
