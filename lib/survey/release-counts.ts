import { z } from 'zod';
import { bagChecks, bagSetups, literRanges, packingCategories, tripKinds, tripLengths } from './questions';
import type { AnswerAggregates, Tally } from './store/aggregates';

/** A count below this is never published: too few to mean much, and too close to one person. */
export const MIN_PUBLISHED_ANSWERS = 10;

export const NO_SIZE_GIVEN = { id: 'not-given', label: 'No size given' } as const;

/**
 * The questions as the results publish them. `one`: each answer chose exactly one option, so the
 * counts add up to the total; `several`: an answer may choose any number, so no count follows from
 * the others.
 */
export const resultQuestions = [
  { id: 'trip-length', question: 'How long was the trip?', options: tripLengths, choices: 'one' },
  { id: 'trip-kind', question: 'What kind of trip was it?', options: tripKinds, choices: 'one' },
  { id: 'bag-setup', question: 'What did travelers bring?', options: bagSetups, choices: 'one' },
  { id: 'bag-liters', question: 'How big was the main bag?', options: [...literRanges, NO_SIZE_GIVEN], choices: 'one' },
  { id: 'overpacked', question: 'What did travelers over-pack?', options: packingCategories, choices: 'several' },
  { id: 'missed', question: 'What did travelers miss?', options: packingCategories, choices: 'several' },
  { id: 'bag-checks', question: 'Was the bag measured, weighed or gate-checked?', options: bagChecks, choices: 'several' },
] as const;

export type ResultQuestionId = (typeof resultQuestions)[number]['id'];

/** What a release stores and publishes, small counts already left out. Read back from the database through this schema. */
export const releaseCountsSchema = z.object({
  total: z.number().int().min(MIN_PUBLISHED_ANSWERS),
  sections: z.array(
    z.object({
      id: z.enum(resultQuestions.map((question) => question.id) as [ResultQuestionId, ...ResultQuestionId[]]),
      rows: z.array(z.object({ option: z.string(), answers: z.number().int().min(MIN_PUBLISHED_ANSWERS) })),
      /** One-choice questions: the answers of every option not shown, together (0, or at least MIN_PUBLISHED_ANSWERS). */
      other: z.number().int().min(0).optional(),
    }),
  ),
});
export type ReleaseCounts = z.infer<typeof releaseCountsSchema>;

function literTally(aggregates: AnswerAggregates): Tally {
  const tally: Tally = new Map();
  let given = 0;
  for (const [liters, answers] of aggregates.bagLiters) {
    const range = literRanges.find((candidate) => Number(liters) <= candidate.max);
    if (!range) continue;
    tally.set(range.id, (tally.get(range.id) ?? 0) + answers);
    given += answers;
  }
  tally.set(NO_SIZE_GIVEN.id, aggregates.total - given);
  return tally;
}

const tallies = (aggregates: AnswerAggregates): Record<ResultQuestionId, Tally> => ({
  'trip-length': aggregates.tripLength,
  'trip-kind': aggregates.tripKind,
  'bag-setup': aggregates.bagSetup,
  'bag-liters': literTally(aggregates),
  overpacked: aggregates.overpacked,
  missed: aggregates.missed,
  'bag-checks': aggregates.bagChecks,
});

type Count = { option: string; answers: number };

/**
 * A one-choice question's published counts: the total minus the shown counts would give away what
 * is left out, so those are published together as `other`, and when they come to fewer than
 * MIN_PUBLISHED_ANSWERS the smallest shown counts join them until they do (complementary
 * suppression).
 */
export function oneChoiceCounts(counted: Count[], total: number): { rows: Count[]; other: number } {
  const shown = counted.filter((row) => row.answers >= MIN_PUBLISHED_ANSWERS);
  const smallestFirst = [...shown].sort((a, b) => a.answers - b.answers);
  let other = total - shown.reduce((sum, row) => sum + row.answers, 0);
  while (other > 0 && other < MIN_PUBLISHED_ANSWERS && smallestFirst.length > 0) other += smallestFirst.shift()!.answers;
  return { rows: shown.filter((row) => smallestFirst.includes(row)), other };
}

/**
 * The counts a release publishes: every count under MIN_PUBLISHED_ANSWERS is left out, and no
 * left-out count can be worked out from the published ones. A several-choice question's counts do
 * not add up to anything published, so leaving one out is enough.
 */
export function releaseCounts(aggregates: AnswerAggregates): ReleaseCounts {
  const byQuestion = tallies(aggregates);
  return {
    total: aggregates.total,
    sections: resultQuestions.map(({ id, options, choices }) => {
      const counted = options.map((option) => ({ option: option.id, answers: byQuestion[id].get(option.id) ?? 0 }));
      if (choices === 'one') return { id, ...oneChoiceCounts(counted, aggregates.total) };
      return { id, rows: counted.filter((row) => row.answers >= MIN_PUBLISHED_ANSWERS) };
    }),
  };
}
