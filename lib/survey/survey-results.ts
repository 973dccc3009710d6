import { MIN_PUBLISHED_ANSWERS, resultQuestions } from './release-counts';
import type { ReleaseState } from './store/releases';

export type ResultRow = { label: string; answers: number; percent: number };
export type ResultSection = {
  id: string;
  question: string;
  /** What the percentages are of. */
  base: string;
  rows: ResultRow[];
};
export type PublishedRelease = { number: number; madeAt: string; answers: number };
/**
 * The latest release (null before the first) as the results page shows it. Nothing about the
 * answers waiting for the next release, not even how many: the page changes only with a release.
 */
export type SurveyResults = { release: PublishedRelease | null; sections: ResultSection[] };

/** The row that stands for every option of a one-choice question left out, together. */
export const OTHER_OPTIONS_LABEL = 'Other options together';

const percentOf = (answers: number, total: number) => Math.round((answers / total) * 100);

/** A release in words and percentages: labels from the questions, so a renamed label shows in the next read. */
export function surveyResults({ release }: ReleaseState): SurveyResults {
  if (!release) return { release: null, sections: [] };
  const { total } = release.counts;
  const sections = resultQuestions.map(({ id, question, options, choices }) => {
    const counts = release.counts.sections.find((section) => section.id === id);
    const rows = (counts?.rows ?? []).map(({ option, answers }) => ({ label: options.find((candidate) => candidate.id === option)?.label ?? option, answers }));
    if (counts?.other) rows.push({ label: OTHER_OPTIONS_LABEL, answers: counts.other });
    return {
      id,
      question,
      base: choices === 'one' ? 'of all answers' : 'of all answers; several choices allowed',
      rows: rows.map((row) => ({ ...row, percent: percentOf(row.answers, total) })),
    };
  });
  return { release: { number: release.number, madeAt: release.madeAt.toISOString(), answers: release.answers }, sections };
}

/** "2026-11-25 20:10 UTC": a release's time as both representations print it. */
export const releaseTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** How results are released and what is left out: said the same way on the page and in its mirror. */
export const RELEASE_RULE = `A new release is made once at least ${MIN_PUBLISHED_ANSWERS} answers have arrived since the last one, at most once a day. Counts under ${MIN_PUBLISHED_ANSWERS} are not shown; free-text tips are never published.`;

/** The results as Markdown tables: the results page's mirror, for agents and assistants. */
export function surveyResultsMarkdown(results: SurveyResults): string {
  const { release } = results;
  const lines = [
    '## Results',
    '',
    release ? `- Release ${release.number}, made ${releaseTime(release.madeAt)}, holds ${release.answers} answers.` : `- No release yet: the first is made once ${MIN_PUBLISHED_ANSWERS} answers have arrived.`,
    `- ${RELEASE_RULE}`,
    '',
  ];
  for (const section of results.sections) {
    lines.push(`### ${section.question}`, '');
    if (section.rows.length === 0) {
      lines.push(`No option has ${MIN_PUBLISHED_ANSWERS} answers yet.`, '');
      continue;
    }
    lines.push(`| Answer | Answers | Percent (${section.base}) |`, '|---|---:|---:|');
    for (const row of section.rows) lines.push(`| ${row.label} | ${row.answers} | ${row.percent}% |`);
    lines.push('');
  }
  return lines.join('\n');
}
