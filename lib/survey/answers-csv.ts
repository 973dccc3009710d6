import { withoutInvisibleCharacters } from './invisible-characters';
import type { surveyAnswers } from './store/schema';

type AnswerRow = typeof surveyAnswers.$inferSelect;

const COLUMNS = ['id', 'submittedOn', 'tripLength', 'tripKind', 'bagSetup', 'bagLiters', 'overpacked', 'missed', 'bagChecks', 'tip'] as const;

/**
 * Whether a spreadsheet could read the text as a formula: a leading tab (OWASP, "CSV Injection"), or
 * =, +, - or @ first once leading spaces are passed over and fullwidth forms (＝ ＋ － ＠) are read
 * as the ASCII signs NFKC folds them to.
 */
const looksLikeFormula = (text: string) => /^(?:\t|\s*[=+\-@])/u.test(text.normalize('NFKC'));

/**
 * RFC 4180: quote every field, double inner quotes. Invisible characters are taken out (answers
 * stored before tips were cleaned may hold them), and a formula is prefixed with ' so spreadsheets
 * never run a tip.
 */
function field(value: AnswerRow[(typeof COLUMNS)[number]]): string {
  const text = withoutInvisibleCharacters(value === null ? '' : Array.isArray(value) ? value.join(';') : String(value));
  const safe = looksLikeFormula(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The publisher's export: one line per answer; multi-select answers joined with semicolons. */
export function toCsv(rows: AnswerRow[]): string {
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => field(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
