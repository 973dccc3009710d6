import { bagChecks, bagSetups, literRanges, packingCategories, tripKinds, tripLengths } from './questions';
import type { AnswerAggregates, Tally } from './store/aggregates';

/** A breakdown with fewer answers than this is not published: too few to mean much, and too close to one person. */
export const MIN_PUBLISHED_ANSWERS = 10;

export type ResultRow = { label: string; answers: number; percent: number };
export type ResultSection = {
  id: string;
  question: string;
  /** What the percentages are of. */
  base: string;
  rows: ResultRow[];
  /** Options left out because fewer than MIN_PUBLISHED_ANSWERS chose them. */
  suppressed: number;
};
export type SurveyResults = { total: number; latest: string | null; sections: ResultSection[] };

type Options = readonly { id: string; label: string }[];

function section(id: string, question: string, options: Options, tally: Tally, denominator: number, base: string): ResultSection {
  const counted = options.map((option) => ({ label: option.label, answers: tally.get(option.id) ?? 0 }));
  const published = denominator >= MIN_PUBLISHED_ANSWERS ? counted.filter((row) => row.answers >= MIN_PUBLISHED_ANSWERS) : [];
  return {
    id,
    question,
    base,
    rows: published.map((row) => ({ ...row, percent: Math.round((row.answers / denominator) * 100) })),
    suppressed: counted.filter((row) => row.answers > 0).length - published.length,
  };
}

function literTally(byLiters: Tally): { tally: Tally; answered: number } {
  const tally: Tally = new Map();
  let answered = 0;
  for (const [liters, answers] of byLiters) {
    const range = literRanges.find((candidate) => Number(liters) <= candidate.max);
    if (!range) continue;
    tally.set(range.id, (tally.get(range.id) ?? 0) + answers);
    answered += answers;
  }
  return { tally, answered };
}

const sum = (tally: Tally) => [...tally.values()].reduce((total, answers) => total + answers, 0);

/** The published results: counts and shares per option, without any breakdown under the threshold and without the tips. */
export function surveyResults(aggregates: AnswerAggregates): SurveyResults {
  const { total } = aggregates;
  const everyone = 'of all answers';
  const liters = literTally(aggregates.bagLiters);
  return {
    total,
    latest: aggregates.latest,
    sections: [
      section('trip-length', 'How long was the trip?', tripLengths, aggregates.tripLength, sum(aggregates.tripLength), everyone),
      section('trip-kind', 'What kind of trip was it?', tripKinds, aggregates.tripKind, sum(aggregates.tripKind), everyone),
      section('bag-setup', 'What did travelers bring?', bagSetups, aggregates.bagSetup, sum(aggregates.bagSetup), everyone),
      section('bag-liters', 'How big was the main bag?', literRanges, liters.tally, liters.answered, 'of answers that gave a size'),
      section('overpacked', 'What did travelers over-pack?', packingCategories, aggregates.overpacked, total, 'of all answers; several choices allowed'),
      section('missed', 'What did travelers miss?', packingCategories, aggregates.missed, total, 'of all answers; several choices allowed'),
      section('bag-checks', 'Was the bag measured, weighed or gate-checked?', bagChecks, aggregates.bagChecks, total, 'of all answers; several choices allowed'),
    ],
  };
}

/** The results as Markdown tables: the results page's mirror, for agents and assistants. */
export function surveyResultsMarkdown(results: SurveyResults): string {
  const lines = [
    '## Results',
    '',
    `- Answers: ${results.total}`,
    `- Latest answer: ${results.latest ?? 'none yet'}`,
    `- Breakdowns with fewer than ${MIN_PUBLISHED_ANSWERS} answers are not shown; free-text tips are never published.`,
    '',
  ];
  for (const section of results.sections) {
    lines.push(`### ${section.question}`, '');
    if (section.rows.length === 0) {
      lines.push(`Not enough answers to publish yet (each answer needs at least ${MIN_PUBLISHED_ANSWERS}).`, '');
      continue;
    }
    lines.push(`| Answer | Answers | Percent (${section.base}) |`, '|---|---:|---:|');
    for (const row of section.rows) lines.push(`| ${row.label} | ${row.answers} | ${row.percent}% |`);
    if (section.suppressed > 0) lines.push('', `${section.suppressed} other answer(s) had fewer than ${MIN_PUBLISHED_ANSWERS} answers and are not shown.`);
    lines.push('');
  }
  return lines.join('\n');
}
