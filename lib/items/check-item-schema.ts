import { z } from 'zod';
import { itemCategories, verdicts } from './item-schema';
import { tripRoles } from './trip-stops';
import { enforcementPoints } from '@/lib/rules/rule-schema';
import { AskSchema } from './where-to-ask';

/** The wire shapes of `check_item` (and, later, of the items API): types and JSON Schema derive from them. */

const VerdictSchema = z.enum(verdicts).describe('yes; no; conditional (yes within the limits listed); airline-approval (only with the airline’s approval)');

const ConditionSchema = z.object({
  limit: z.string().describe('The rule’s name for the limit, such as maxWhWithoutApproval'),
  value: z.number(),
  unit: z.string().describe('Wh, ml, cm, count…'),
  note: z.string().optional().describe('What the figure applies to'),
  over: VerdictSchema.describe('The verdict beyond the limit'),
  typed: z.string().optional().describe('The traveler’s number this limit was checked against, as typed'),
  within: z.boolean().optional().describe('Whether that number is within the limit'),
});

const BagSchema = z.object({ verdict: VerdictSchema, conditions: z.array(ConditionSchema) });

const TripVerdictSchema = z.object({ cabin: VerdictSchema.nullable(), checked: VerdictSchema.nullable() });

const ItemRefSchema = z.object({ slug: z.string(), name: z.string() });

export const RuleAnswerSchema = z.object({
  rule: z.string().describe('The rule’s id in the rules library (list_changes names it too)'),
  owner: z.string().describe('The body that sets the rule: TSA, ICAO, the EU, CATSA…'),
  scope: z.string().describe('Where it applies: ICAO (every international flight), EU, a country (US, GB) or airport:LHR'),
  enforced: z.array(z.enum(enforcementPoints)).describe('When it meets a trip: `leaving` the scope (security screening) or `entering` it from outside (customs and import rules), or both'),
  appliesAt: z
    .array(z.object({ role: z.enum(tripRoles), place: z.string() }))
    .describe('Where it meets the trip: security screening on `departure`, `transfer` and `return` (leaving the destination), customs and import rules on `arrival` and `homecoming`; empty when no trip was given'),
  reference: z.string().describe('The rule’s number or reference'),
  effectiveFrom: z.iso.date().nullable().describe('The day this version took effect; null when no source gives it'),
  source: z.object({ title: z.string(), url: z.url(), checked: z.string().describe('The day Packwise last read it') }),
  cabin: BagSchema.optional().describe('Absent when the rule says nothing of the cabin'),
  checked: BagSchema.optional().describe('Absent when the rule says nothing of checked bags'),
  note: z.string().optional().describe('What the rule asks of this item beyond its limits'),
});

export const CheckItemSchema = z.object({
  query: z.string(),
  date: z.iso.date().describe('The day the rules were read as of'),
  item: ItemRefSchema.extend({
    category: z.enum(itemCategories),
    md_url: z.url().describe('The item’s verdict under every rule, in Markdown; get_page reads it'),
    guides: z.array(z.object({ title: z.string(), url: z.url() })),
  })
    .nullable()
    .describe('The item matched; null when the words name none, or several equally (see candidates)'),
  candidates: z.array(ItemRefSchema).describe('When the words fit several items: ask the traveler which, or call again with one name'),
  assumptions: z.array(z.string()).describe('How numbers were read, such as mAh as Wh at 3.7 V, and the item the words were read as when it has another name (“aerosol deodorant” as Hairspray)'),
  verdict: TripVerdictSchema.describe('The trip out: the strictest answer of the rules below that apply on departure, transfer or arrival (with no trip, of those enforced on `leaving`: security), for each bag; null where none of them speaks of that bag'),
  wayHome: TripVerdictSchema.nullable().describe('The trip back from `to`, read the same way from the rules that apply on return or homecoming; null when no `to` was given'),
  rules: z.array(RuleAnswerSchema),
  elsewhere: z
    .array(RuleAnswerSchema)
    .min(1)
    .optional()
    .describe(
      'Since 1.10.0, with a trip: rules that do not apply to it but say what its places do not: the international baseline where the trip does not meet it, and, when no rule of the trip’s own places covers the item, those of the US and the UK at security, for how it is treated there. Never part of `verdict`; present only when there are some',
    ),
  notCovered: z
    .array(z.object({ role: z.enum(tripRoles).nullable(), place: z.string(), ask: AskSchema }))
    .describe('Stops of the trip where no rule in the catalogue covers this item, and who to ask there: at a checkpoint its owner or the airline (the EU answers for its member states), on arrival or homecoming the country’s customs'),
  notice: z.string().describe('General guidance, never airline policy: the officer at the checkpoint decides'),
});

export type CheckItemResult = z.infer<typeof CheckItemSchema>;
