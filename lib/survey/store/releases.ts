import { count, desc, gt, max } from 'drizzle-orm';
import { MIN_PUBLISHED_ANSWERS, releaseCounts, releaseCountsSchema, type ReleaseCounts } from '../release-counts';
import { answerAggregates } from './aggregates';
import type { SurveyDatabase } from './open-store';
import { surveyAnswers, surveyReleases } from './schema';

/** The shortest time between two releases: a release then holds a whole day of answers, not a few minutes' worth. */
export const MIN_RELEASE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type Release = { number: number; madeAt: Date; answers: number; counts: ReleaseCounts };
/** The latest release (none before the first), and how many answers have arrived since it. */
export type ReleaseState = { release: Release | null; waiting: number };

type Reader = Pick<SurveyDatabase, 'select'>;

async function readState(db: Reader): Promise<ReleaseState & { lastAnswerId: number }> {
  const [latest] = await db.select().from(surveyReleases).orderBy(desc(surveyReleases.id)).limit(1);
  const lastAnswerId = latest?.lastAnswerId ?? 0;
  const [since] = await db.select({ waiting: count() }).from(surveyAnswers).where(gt(surveyAnswers.id, lastAnswerId));
  const release = latest ? { number: latest.id, madeAt: latest.madeAt, answers: latest.answers, counts: releaseCountsSchema.parse(latest.counts) } : null;
  return { release, waiting: since?.waiting ?? 0, lastAnswerId };
}

const due = (state: ReleaseState, now: Date) =>
  state.waiting >= MIN_PUBLISHED_ANSWERS && (!state.release || now.getTime() - state.release.madeAt.getTime() >= MIN_RELEASE_INTERVAL_MS);

/** Serialization failure: another process made the release this one was making. */
const lostTheRace = (error: unknown) => (error as { code?: string }).code === '40001' || (error as { cause?: { code?: string } }).cause?.code === '40001';

/**
 * The release to publish now, making a new one first when it is due: at least MIN_PUBLISHED_ANSWERS
 * answers since the last release, and a day since it was made. Everything is read in one snapshot,
 * so the counts, the total and the answers still waiting agree; `follows` is unique, so two
 * processes cannot both make the next release.
 */
export async function currentRelease(db: SurveyDatabase, now = new Date()): Promise<ReleaseState> {
  const state = await readState(db);
  if (!due(state, now)) return state;
  try {
    return await db.transaction(
      async (tx) => {
        const [newest] = await tx.select({ id: max(surveyAnswers.id) }).from(surveyAnswers);
        const counts = releaseCounts(await answerAggregates(tx));
        const [made] = await tx
          .insert(surveyReleases)
          .values({ follows: state.release?.number ?? 0, madeAt: new Date(Math.floor(now.getTime() / 60_000) * 60_000), answers: counts.total, lastAnswerId: newest?.id ?? 0, counts })
          .onConflictDoNothing({ target: surveyReleases.follows })
          .returning();
        if (!made) return readState(tx);
        return { release: { number: made.id, madeAt: made.madeAt, answers: made.answers, counts }, waiting: 0 };
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (error) {
    if (lostTheRace(error)) return readState(db);
    throw error;
  }
}
