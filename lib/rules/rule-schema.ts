import { z } from 'zod';
import { placeSchema } from './places';
import { sourceSchema } from '@/lib/content/sources';

/**
 * A rule of the library in content/rules/: one file per rule, holding each version a body has
 * issued, newest first. Guides state its figures through `:rule[id]{field=…}` (rule-directives.ts),
 * and the changes feed lists each version as a rule change.
 */

/** The units a limit is stated in; `count` is a number of things, `percent` a share by mass or volume, `percent-abv` alcohol by volume. */
export const limitUnits = ['count', 'Wh', 'g', 'ml', 'L', 'oz', 'fl-oz', 'cm', 'in', 'kg', 'lb', 'percent', 'percent-abv', 'days', 'hours', 'months', 'years', 'USD', 'GBP', 'EUR', 'CAD', 'AUD', 'NZD', 'SDR'] as const;

export type LimitUnit = (typeof limitUnits)[number];

/** Where a trip meets a rule: at the security checkpoint on the way out of its scope, or at the border on the way in. */
export const enforcementPoints = ['leaving', 'entering'] as const;

export type EnforcementPoint = (typeof enforcementPoints)[number];

const calendarDate = (what: string) => z.iso.date(`${what} must be an ISO calendar date such as 2026-03-27`);

export const limitSchema = z.object({
  name: z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a limit’s name is a camelCase field name such as maxWh').describe('The field a guide names in `:rule[id]{field=…}`, such as `maxWh`'),
  value: z.number().positive('a limit’s value must be positive'),
  unit: z.enum(limitUnits, `a limit’s unit must be one of: ${limitUnits.join(', ')}`),
  note: z.string().trim().max(200).optional().describe('What the figure applies to, when the name does not say it all'),
  above: z
    .string()
    .optional()
    .describe('Another limit of the version that this one applies past, such as `maxWhWithoutApproval` for the two spares allowed over 100 Wh: a traveler’s number is held to it only past that one'),
});

/** A rule's source: a source as guides cite them, with the sentences it supports the rule with rather than guide sections. */
export const ruleSourceSchema = sourceSchema.omit({ backs: true }).extend({
  quotes: z
    .array(z.string().trim().min(20, 'a rule source’s quote must be a sentence from the page').max(400))
    .min(1, 'a rule source must quote the sentence that states the rule')
    .describe('The sentences on the source page that state the rule, exactly as the page words them'),
});

export type RuleSource = z.infer<typeof ruleSourceSchema>;

export const ruleVersionSchema = z
  .object({
    reference: z.string().trim().min(2).max(200).describe('The rule’s number or reference, such as “Regulation (EU) 2015/1998” or “49 CFR 175.10(a)(18)”'),
    headline: z.string().trim().min(5).max(90).describe('What changed, as a change list names it: “two power banks per person”'),
    says: z.string().trim().min(20).max(400).describe('One sentence of what the rule says'),
    announced: calendarDate('announced').optional().describe('The day the owner announced this version'),
    effectiveFrom: calendarDate('effectiveFrom')
      .optional()
      .describe('The day it took effect where a source states it. Absent with `announced`: announced, no date yet. Absent with no `announced` either: in force since a day no source gives, and never guessed'),
    effectiveUntil: calendarDate('effectiveUntil').optional().describe('The day it stopped applying, when a later version or repeal is dated'),
    limits: z.array(limitSchema).default([]),
    sources: z.array(ruleSourceSchema).min(1, 'a rule version needs a source'),
    guides: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]).describe('Slugs of the guides that explain the rule'),
  })
  .refine((version) => !version.effectiveUntil || !version.effectiveFrom || version.effectiveUntil > version.effectiveFrom, 'effectiveUntil must come after effectiveFrom')
  .refine((version) => new Set(version.limits.map((limit) => limit.name)).size === version.limits.length, 'each limit of a rule version needs its own name')
  .refine(
    (version) => version.limits.every(({ name, above }) => above === undefined || (above !== name && version.limits.some((limit) => limit.name === above))),
    'a limit’s `above` must name another limit of the same version',
  );

export const ruleFileSchema = z.object({
  owner: z.string().trim().min(2).max(120).describe('The body that sets the rule, such as “International Civil Aviation Organization (ICAO)”'),
  ownerShort: z.string().trim().min(2).max(40).describe('The owner as a change list names it: ICAO, TSA, Emirates'),
  subject: z.string().trim().min(3).max(80).describe('What the rule is about, such as “spare lithium batteries and power banks”'),
  terms: z.array(z.string().trim().min(2)).min(1).describe('Words that name the subject in a guide’s sentence: a figure in such a sentence must come from the rule'),
  scope: placeSchema,
  enforced: z
    .array(z.enum(enforcementPoints))
    .min(1)
    .default(['leaving'])
    .describe('When the owner holds bags to the rule: `leaving` (security screening before a flight out), `entering` (customs and biosecurity on arrival from outside the scope), or both (cash declarations)'),
  itemNote: z
    .string()
    .trim()
    .min(10)
    .max(240)
    .optional()
    .describe('What the rule asks of every item it covers that no limit states, in Packwise’s words (“declare it on arrival…”): an item’s verdict says it only where it asks more'),
  versions: z.array(ruleVersionSchema).min(1, 'a rule needs at least one version'),
});

export type RuleFile = z.infer<typeof ruleFileSchema>;

export type RuleVersion = z.infer<typeof ruleVersionSchema>;

export type Rule = RuleFile & { id: string; sourceFile: string };
