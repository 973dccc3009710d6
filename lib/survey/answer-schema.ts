import { z } from 'zod';
import { fieldNames } from './field-names';
import { withoutInvisibleCharacters } from './invisible-characters';
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
  .string('Send one packing tip at most.')
  .max(TIP_MAX_LENGTH, `Keep the tip to ${TIP_MAX_LENGTH} characters or fewer.`)
  .transform((value) => withoutInvisibleCharacters(value.replace(/\r\n?|[\u2028\u2029]/g, '\n')).trim())
  .transform((value) => (value === '' ? null : value));

const liters = z
  .string(`Give one bag size in liters, from ${BAG_LITERS.min} to ${BAG_LITERS.max}, or leave it empty.`)
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

const MULTI_VALUED = [fieldNames.overpacked, fieldNames.missed, fieldNames.bagChecks] as const;
const REQUIRED_SINGLE = [fieldNames.tripLength, fieldNames.tripKind, fieldNames.bagSetup] as const;
/** Optional fields left out of the form are empty, as an untouched input would send them. */
const OPTIONAL_SINGLE = [fieldNames.bagLiters, fieldNames.tip] as const;

/** A submitted form, as URLSearchParams or FormData holds it. */
type SubmittedForm = { getAll: (name: string) => unknown[] };

/** A single field as sent once; a repeated one is kept as a list, which the schema refuses. */
function single(form: SubmittedForm, name: string, absent: string | undefined): unknown {
  const values = form.getAll(name);
  if (values.length > 1) return values;
  return values.length === 0 ? absent : values[0];
}

/** Form fields as the schema sees them: single fields once, multi-selects as lists. */
function formFields(form: SubmittedForm): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of MULTI_VALUED) fields[name] = form.getAll(name);
  for (const name of REQUIRED_SINGLE) fields[name] = single(form, name, undefined);
  for (const name of OPTIONAL_SINGLE) fields[name] = single(form, name, '');
  return fields;
}

export type AnswerParseResult = { ok: true; answer: SurveyAnswer } | { ok: false; problems: string[] };

export function parseSurveyAnswer(form: SubmittedForm): AnswerParseResult {
  const result = surveyAnswerSchema.safeParse(formFields(form));
  if (result.success) return { ok: true, answer: result.data };
  return { ok: false, problems: [...new Set(result.error.issues.map((issue) => issue.message))] };
}
