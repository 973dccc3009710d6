import { z } from 'zod';
import { apiSchemas } from '@/lib/api/schemas';
import { limitUnits } from '@/lib/rules/rule-schema';
import { placeSchema } from '@/lib/rules/places';
import { sourceKinds } from '@/lib/content/sources';

/** The wire shape of one change, for /api/changes.json, the feeds and the `list_changes` tool. */

export const changeKinds = ['rule-change', 'correction'] as const;

export type ChangeKind = (typeof changeKinds)[number];

const calendarDate = z.iso.date().describe('ISO 8601 calendar date (YYYY-MM-DD)');

const ChangeSourceSchema = z
  .object({
    title: z.string(),
    publisher: z.string(),
    url: z.url(),
    kind: z.enum(sourceKinds),
    checked: calendarDate.describe('The day Packwise last compared the rule with the page'),
  })
  .register(apiSchemas, { id: 'ChangeSource' });

const LimitSchema = z
  .object({
    name: z.string().describe('The limit’s field name, such as `maxWh`'),
    value: z.number(),
    unit: z.enum(limitUnits),
    text: z.string().describe('The limit as the guides state it, such as “100 Wh”'),
    note: z.string().optional(),
  })
  .register(apiSchemas, { id: 'RuleLimit' });

export const ChangeSchema = z
  .object({
    id: z.string().describe('Stable: `rule:<rule id>@<effective date or “announced”>` or `correction:<file name>`'),
    kind: z.enum(changeKinds).describe('`rule-change`: a body changed its rule. `correction`: Packwise fixed its own text'),
    title: z.string().describe('The change in one line, as the What changed page heads it'),
    date: calendarDate.nullable().describe('The day the rule took effect, or the day of the correction; null for an announced rule with no date'),
    dateText: z.string().describe('The date as a person reads it: “27 March 2026”, or “no date announced”'),
    summary: z.string().describe('One sentence of what the rule says, or of what the corrected guide says now'),
    url: z.url().describe('The entry on the What changed page'),
    scope: z.object({ code: placeSchema, name: z.string() }).nullable().describe('Where the rule applies; null for a correction'),
    guides: z.array(z.object({ title: z.string(), url: z.url() })).describe('The guides that explain it'),
    rule: z
      .object({
        id: z.string(),
        owner: z.string().describe('The body that set the rule'),
        reference: z.string().describe('The rule’s number or reference'),
        announced: calendarDate.nullable(),
        effectiveFrom: calendarDate.nullable(),
        effectiveUntil: calendarDate.nullable(),
        limits: z.array(LimitSchema),
        sources: z.array(ChangeSourceSchema),
      })
      .optional()
      .describe('Rule changes only'),
    correction: z.object({ wrong: z.string().describe('What the guide said before; `summary` says what it says now') }).optional().describe('Corrections only'),
  })
  .register(apiSchemas, { id: 'Change' });

export type Change = z.infer<typeof ChangeSchema>;

/** How many changes a reply lists unless asked for more, and at most: the newest are the ones asked about. */
export const CHANGE_LIST_LIMIT = { default: 20, max: 100 } as const;

export const ChangeListSchema = z
  .object({
    total: z.int().min(0).describe('How many changes pass the filters'),
    count: z.int().min(0).describe('How many are listed here: the newest `limit` of them'),
    filters: z
      .object({ since: calendarDate.nullable(), scope: placeSchema.nullable(), kind: z.enum(changeKinds).nullable(), limit: z.int().min(1).max(CHANGE_LIST_LIMIT.max) })
      .describe('The filters applied, as understood'),
    feeds: z.object({ json: z.url(), atom: z.url() }).describe('The same entries as JSON Feed 1.1 and Atom'),
    changes: z.array(ChangeSchema).describe('Newest first; announced rules with no date on top'),
  })
  .register(apiSchemas, { id: 'ChangeList' });

export type ChangeList = z.infer<typeof ChangeListSchema>;
