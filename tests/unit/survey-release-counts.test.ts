import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PUBLISHED_ANSWERS, oneChoiceCounts, releaseCounts } from '@/lib/survey/release-counts';
import type { AnswerAggregates } from '@/lib/survey/store/aggregates';
import { OTHER_OPTIONS_LABEL, surveyResults } from '@/lib/survey/survey-results';

const tally = (entries: Record<string, number>) => new Map(Object.entries(entries));
const aggregates: AnswerAggregates = {
  total: 25,
  tripLength: tally({ week: 15, weekend: 9, longer: 1 }),
  tripKind: tally({ city: 22, beach: 3 }),
  bagSetup: tally({ 'carry-on': 25 }),
  bagLiters: tally({ '40': 8, '44': 4, '20': 3 }),
  overpacked: tally({ clothes: 10, shoes: 9 }),
  missed: tally({}),
  bagChecks: tally({ measured: 25 }),
};
const release = { number: 1, madeAt: new Date('2026-11-25T20:10:00Z'), answers: 25, counts: releaseCounts(aggregates) };
const section = (id: string) => surveyResults({ release, waiting: 0 }).sections.find((candidate) => candidate.id === id)!;

describe('what a release publishes', () => {
  it(`shows each option with at least ${MIN_PUBLISHED_ANSWERS} answers, and the others of a one-choice question only together, when they are ${MIN_PUBLISHED_ANSWERS} or more`, () => {
    expect(section('trip-length').rows).toEqual([
      { label: 'About a week (4–8 nights)', answers: 15, percent: 60 },
      { label: OTHER_OPTIONS_LABEL, answers: 10, percent: 40 },
    ]);
  });

  it('hides a shown option too when the others alone would be fewer than 10, so no count follows from the total', () => {
    expect(section('trip-kind').rows).toEqual([{ label: OTHER_OPTIONS_LABEL, answers: 25, percent: 100 }]);
  });

  it('groups bag sizes into ranges, and counts the answers without a size as an option', () => {
    expect(section('bag-liters').rows).toEqual([
      { label: '35–45 liters', answers: 12, percent: 48 },
      { label: OTHER_OPTIONS_LABEL, answers: 13, percent: 52 },
    ]);
  });

  it('leaves out a several-choice option under 10 and publishes nothing that adds up to it', () => {
    expect(section('overpacked').rows).toEqual([{ label: 'Clothes', answers: 10, percent: 40 }]);
    expect(section('missed').rows).toEqual([]);
  });
});

/** Every split of `total` over `parts` options. */
function* splits(total: number, parts: number): Generator<number[]> {
  if (parts === 1) return yield [total];
  for (let first = 0; first <= total; first += 1) for (const rest of splits(total - first, parts - 1)) yield [first, ...rest];
}

describe('an attacker who knows the rule and every published number', () => {
  // Four options, as the trip-length question has; the total is what the release publishes.
  const options = ['a', 'b', 'c', 'd'];
  const counts = fc.array(fc.integer({ min: 0, max: 16 }), { minLength: 4, maxLength: 4 }).filter((values) => values.reduce((sum, value) => sum + value, 0) >= MIN_PUBLISHED_ANSWERS);

  it('cannot work out any left-out count of a one-choice question: every one has at least two possible values', () => {
    fc.assert(
      fc.property(counts, (values) => {
        const total = values.reduce((sum, value) => sum + value, 0);
        const published = oneChoiceCounts(options.map((option, index) => ({ option, answers: values[index]! })), total);
        const hidden = options.filter((option) => !published.rows.some((row) => row.option === option));
        expect(published.other === 0 || published.other >= MIN_PUBLISHED_ANSWERS).toBe(true);
        if (published.other === 0) return;
        // Every world that publishes exactly the same numbers: the attacker cannot tell them apart.
        const possible = new Map(hidden.map((option) => [option, new Set<number>()]));
        for (const split of splits(published.other, hidden.length)) {
          const world = options.map((option) => ({ option, answers: published.rows.find((row) => row.option === option)?.answers ?? split[hidden.indexOf(option)]! }));
          if (JSON.stringify(oneChoiceCounts(world, total)) !== JSON.stringify(published)) continue;
          hidden.forEach((option, index) => possible.get(option)!.add(split[index]!));
        }
        for (const [option, values] of possible) expect(values.size, `option ${option} of ${JSON.stringify(values)}`).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 300, seed: 21 },
    );
  });
});
