import type { surveyAnswers } from './store/schema';

type AnswerRow = typeof surveyAnswers.$inferSelect;

const COLUMNS = ['id', 'submittedOn', 'tripLength', 'tripKind', 'bagSetup', 'bagLiters', 'overpacked', 'missed', 'bagChecks', 'tip'] as const;

/** RFC 4180: quote every field, double inner quotes. A leading =, +, - or @ is prefixed so spreadsheets never run a tip as a formula. */
function field(value: AnswerRow[(typeof COLUMNS)[number]]): string {
  const text = value === null ? '' : Array.isArray(value) ? value.join(';') : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The publisher's export: one line per answer; multi-select answers joined with semicolons. */
export function toCsv(rows: AnswerRow[]): string {
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => field(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
