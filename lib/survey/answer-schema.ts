import { z } from 'zod';
import { fieldNames } from './field-names';
import { BAG_LITERS, bagChecks, bagSetups, ids, packingCategories, TIP_MAX_LENGTH, tripKinds, tripLengths } from './questions';


const choice = <T extends readonly [string, ...string[]]>(options: T, question: string) =>
  z.enum(options, `Choose one answer for “${question}”.`);

const choices = <T extends readonly [string, ...string[]]>(options: T, question: string) =>
  z
    .array(z.enum(options, `Pick from the listed answers for “${question}”.`))
    .max(options.length, `Pick each answer for “${question}” at most once.`)
    .refine((values) => new Set(values).size === values.length, `Pick each answer for “${question}” at most once.`)
    .transform((values) => [...values].sort());

const optionalText = z
  .string()
  .max(TIP_MAX_LENGTH, `Keep the tip to ${TIP_MAX_LENGTH} characters or fewer.`)
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .transform((value) => (value === '' ? null : value));

const liters = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}$/, `Give the bag size as a whole number of liters, from ${BAG_LITERS.min} to ${BAG_LITERS.max}, or leave it empty.`)
      .transform(Number)
      .pipe(z.number().min(BAG_LITERS.min, `Bags start at ${BAG_LITERS.min} liters.`).max(BAG_LITERS.max, `Bags this survey covers are at most ${BAG_LITERS.max} liters.`))
      .nullable(),
  );

/** One traveler's answer, as stored. */
export const surveyAnswerSchema = z.object({
  tripLength: choice(ids(tripLengths), 'How long was the trip?'),
  tripKind: choice(ids(tripKinds), 'What kind of trip was it?'),
  bagSetup: choice(ids(bagSetups), 'What did you bring?'),
  bagLiters: liters,
  overpacked: choices(ids(packingCategories), 'What did you over-pack?'),
  missed: choices(ids(packingCategories), 'What did you miss?'),
  bagChecks: choices(ids(bagChecks), 'Was your bag measured, weighed or gate-checked?'),
  tip: optionalText,
});

export type SurveyAnswer = z.output<typeof surveyAnswerSchema>;

const MULTI_VALUED = new Set<string>([fieldNames.overpacked, fieldNames.missed, fieldNames.bagChecks]);
const SINGLE_VALUED = [fieldNames.tripLength, fieldNames.tripKind, fieldNames.bagSetup, fieldNames.bagLiters, fieldNames.tip] as const;

/** Form fields as the parser sees them: single fields appear once, multi-selects as lists. */
export function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of MULTI_VALUED) fields[name] = form.getAll(name).map((value) => (typeof value === 'string' ? value : null));
  for (const name of SINGLE_VALUED) {
    const values = form.getAll(name);
    // A repeated single field is malformed, not a choice between values; an absent optional one is empty.
    fields[name] = values.length > 1 ? values : values.length === 0 ? (name === 'bagLiters' || name === 'tip' ? '' : undefined) : values[0];
  }
  return fields;
}

export type AnswerParseResult = { ok: true; answer: SurveyAnswer } | { ok: false; problems: string[] };

export function parseSurveyAnswer(form: FormData): AnswerParseResult {
  const result = surveyAnswerSchema.safeParse(formFields(form));
  if (result.success) return { ok: true, answer: result.data };
  return { ok: false, problems: [...new Set(result.error.issues.map((issue) => issue.message))] };
}
