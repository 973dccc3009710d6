import { z } from 'zod';
import { ruleIdSchema } from '@/lib/rules/rule-library';

/**
 * An item of the catalogue in content/items/: a thing travelers ask about ("power bank", "bear
 * spray"), the words they type for it, and its verdict under each rule of content/rules/ that applies
 * to it. An item never restates a rule's figures, dates or sources: its conditions name the rule's
 * limits, so a changed rule changes every item's answer with it.
 */

/** The shelves of the catalogue, as the issue that asked for it lists them. */
export const itemCategories = [
  'batteries-electronics',
  'liquids-toiletries',
  'food-drink',
  'medicines-medical',
  'sharp-tools',
  'sports-camping',
  'cameras-drones',
  'baby-child',
  'musical-instruments',
  'dangerous-goods',
  'legal-status',
  'everyday',
] as const;

export type ItemCategory = (typeof itemCategories)[number];

/** Each shelf's name for people. */
export const itemCategoryTitles: Readonly<Record<ItemCategory, string>> = {
  'batteries-electronics': 'Batteries and electronics',
  'liquids-toiletries': 'Liquids and toiletries',
  'food-drink': 'Food and drink',
  'medicines-medical': 'Medicines and medical devices',
  'sharp-tools': 'Sharp objects and tools',
  'sports-camping': 'Sports and camping gear',
  'cameras-drones': 'Cameras and drones',
  'baby-child': 'Baby and child items',
  'musical-instruments': 'Musical instruments',
  'dangerous-goods': 'Flammables and other dangerous goods',
  'legal-status': 'Weapons, drugs and other items the law restricts',
  everyday: 'Everyday things',
};

/** A rule's answer for one bag: allowed, not allowed, allowed within the rule's limits, or only with the airline's approval. */
export const verdicts = ['yes', 'no', 'conditional', 'airline-approval'] as const;

export type Verdict = (typeof verdicts)[number];

const verdictSchema = z.enum(verdicts, `a verdict is one of: ${verdicts.join(', ')}`);

const limitCondition = z.object({
  limit: z.string().regex(/^[a-z][A-Za-z0-9]*$/).describe('The name of a limit of the rule, such as maxWhWithoutApproval'),
  over: verdictSchema.describe('The verdict for an item beyond the limit: a larger battery may need approval, a longer blade stays out'),
});

export const isConditional = (verdict: { cabin?: Verdict; checked?: Verdict }) => verdict.cabin === 'conditional' || verdict.checked === 'conditional';

/** What one rule says of an item, for the bags it speaks of: a rule on cabin articles says nothing of checked bags. */
export const itemVerdictSchema = z
  .object({
    rule: ruleIdSchema.describe('The id of a rule in content/rules/'),
    cabin: verdictSchema.optional(),
    checked: verdictSchema.optional(),
    conditions: z.array(limitCondition).default([]).describe('The limits a `conditional` verdict holds the item to, in the order they apply'),
    note: z.string().trim().min(10).max(240).optional().describe('What the rule asks of this item that no limit states, in Packwise’s words'),
  })
  .refine((verdict) => verdict.cabin !== undefined || verdict.checked !== undefined, { message: 'a verdict gives `cabin`, `checked` or both, as the rule speaks of them' })
  .refine((verdict) => isConditional(verdict) || verdict.conditions.length === 0, { message: 'only a conditional verdict has conditions' });

export type ItemVerdict = z.infer<typeof itemVerdictSchema>;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const itemFileSchema = z.object({
  name: z.string().trim().min(2).max(60).describe('What the item is called, singular: “Power bank”'),
  aliases: z
    .array(z.string().trim().min(2).max(60))
    .min(1, 'an item needs the other words travelers type for it')
    .describe('UK, US and Australian words, slang and brands a traveler would type: “portable charger”, “Anker”'),
  category: z.enum(itemCategories, `an item’s category is one of: ${itemCategories.join(', ')}`),
  typicalGrams: z.number().int().positive().optional().describe('What one typically weighs, where that means something'),
  guides: z.array(slug).min(1, 'an item names the guides that discuss it'),
  verdicts: z.array(itemVerdictSchema).min(1, 'an item needs a verdict under at least one rule'),
});

export type ItemFile = z.infer<typeof itemFileSchema>;

export type Item = ItemFile & { slug: string; sourceFile: string };
