import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReleaseState } from '@/lib/survey/store/releases';

const releases = vi.hoisted(() => ({ next: [] as Promise<unknown>[] }));
vi.mock('@/lib/survey/store/survey-store', () => ({ surveyStore: async () => ({ db: {} }), SurveyClosedError: class extends Error {}, logStoreFailure: () => undefined }));
vi.mock('@/lib/survey/store/rate-limit', () => ({ sweepEndedRecords: async () => undefined }));
vi.mock('@/lib/survey/store/releases', () => ({ currentRelease: () => releases.next.shift() }));

const { forgetSurveyResults, readSurveyResults } = await import('@/lib/survey/read-survey-results');

const waiting = (answers: number): ReleaseState => ({ release: null, waiting: answers });
const waitingOf = async () => {
  const read = await readSurveyResults();
  return read.ok ? read.results.waiting : undefined;
};

beforeEach(() => forgetSurveyResults());

describe('the results a process reuses', () => {
  it('are reused for a few seconds', async () => {
    releases.next.push(Promise.resolve(waiting(1)), Promise.resolve(waiting(2)));
    expect([await waitingOf(), await waitingOf()]).toEqual([1, 1]);
    releases.next.length = 0;
  });

  it('are not kept when an answer was stored while they were read', async () => {
    let finish!: (value: ReleaseState) => void;
    releases.next.push(new Promise((resolve) => (finish = resolve)), Promise.resolve(waiting(2)));
    const reading = waitingOf();
    await Promise.resolve();
    forgetSurveyResults();
    finish(waiting(1));
    expect(await reading).toBe(1);
    expect(await waitingOf()).toBe(2);
  });
});
