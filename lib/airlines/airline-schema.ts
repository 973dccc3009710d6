import { z } from 'zod';

/**
 * An airline's baggage allowances in content/airlines/<IATA>.yaml: for each fare family it sells, the
 * personal item, the cabin bag and checked bags, with every figure tied to a source whose own words
 * state it. A figure nobody could source is left out and its bag says so (`not-verified`), never guessed.
 */

/** The fare families compared across airlines: a basic or light fare, the standard one, and premium cabins. */
export const fareFamilies = ['basic', 'standard', 'premium'] as const;
export type FareFamily = (typeof fareFamilies)[number];

/** Where travelers fly, as the issue groups the airlines. */
export const airlineRegions = ['us', 'europe', 'gulf-asia-pacific', 'canada'] as const;

/**
 * What a fare says of a bag: included, sold as an add-on, not included in the fare, or unknown,
 * because the airline's page says nothing of it (`not-published`) or no page read states it
 * (`not-verified`).
 */
export const bagStatuses = ['included', 'paid-add-on', 'not-included', 'not-published', 'not-verified'] as const;
export type BagStatus = (typeof bagStatuses)[number];
const UNKNOWN: readonly BagStatus[] = ['not-published', 'not-verified'];

const sourceId = z.string().regex(/^[a-z0-9-]+$/, 'a source id is lowercase letters, digits and hyphens');
const measure = z.number().positive().max(400);
const dimensions = z.array(measure).length(3).describe('Length, width and height as the airline gives them');

/** A bag as the site serves it, a rule's figures and source filled in. */
const bagShape = z.object({
    status: z.enum(bagStatuses, `a bag's status is one of: ${bagStatuses.join(', ')}`),
    cm: dimensions.optional(),
    in: dimensions.optional(),
    maxKg: z.number().positive().max(100).optional(),
    maxLb: z.number().positive().max(220).optional(),
    pieces: z.int().min(0).max(10).optional().describe('Checked bags: how many the fare includes'),
    source: sourceId.optional(),
    rule: z
      .object({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).describe('A rule of content/rules/ that states this bag'),
        limits: z.string().regex(/^[a-z][A-Za-z]*$/).default('max').describe('What its limits are named by: `max` for maxLengthCm, maxKg…; `priorityBag` for priorityBagLengthCm…'),
      })
      .optional()
      .describe('The rule that states this allowance: its figures and its source are read from it when the site builds, never restated here'),
});

/** A bag as content/airlines writes it: figures with their source, or a rule that holds them, never both. */
const bagFileSchema = bagShape
  .refine((bag) => !UNKNOWN.includes(bag.status) || [bag.cm, bag.in, bag.maxKg, bag.maxLb, bag.pieces].every((figure) => figure === undefined), {
    message: 'a bag whose allowance is not published or not verified gives no figures',
  })
  .refine((bag) => UNKNOWN.includes(bag.status) || bag.source !== undefined || bag.rule !== undefined, { message: 'a bag whose allowance is known names the source or the rule that states it' })
  .refine((bag) => bag.rule === undefined || [bag.cm, bag.in, bag.maxKg, bag.maxLb, bag.source].every((figure) => figure === undefined), {
    message: 'a bag that reads a rule restates none of its figures and cites none of its sources: the rule holds them',
  });

export type Bag = z.infer<typeof bagShape>;

export const feeKinds = ['cabin-bag', 'checked-bag', 'gate-cabin-bag', 'gate-checked-bag'] as const;

const feeSchema = z.object({
  what: z.enum(feeKinds, `a fee is for one of: ${feeKinds.join(', ')}`),
  amount: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'a currency is its ISO 4217 code, such as EUR'),
  from: z.boolean().default(false).describe('The page gives the amount as a starting price ("from")'),
  source: sourceId,
});

// The address as it was read: a few copies of airline pages were only ever seen over plain http.
const webUrl = z.url({ protocol: /^https?$/, error: 'a source URL must be an absolute http(s):// address' });

export const airlineSourceSchema = z.object({
  id: sourceId,
  title: z.string().trim().min(1).max(200),
  publisher: z.string().trim().min(1).max(120),
  url: webUrl,
  checked: z.iso.date('a source’s checked date is an ISO calendar date such as 2026-11-27'),
  kind: z.enum(['official', 'secondary', 'news'], 'a source is the airline’s own page (official), another site restating it (secondary) or a report (news)'),
  quotes: z.array(z.string().trim().min(10).max(400)).min(1, 'a source quotes the words that state its figures'),
  readVia: z.object({ publisher: z.string().trim().min(1).max(120), url: webUrl }).optional(),
});

export type AirlineSource = z.infer<typeof airlineSourceSchema>;

/** A fare, with its bags in the shape given: as written, or as served. */
const fareShape = <B extends z.ZodType<Bag, unknown>>(bag: B) =>
  z.object({
    family: z.enum(fareFamilies, `a fare family is one of: ${fareFamilies.join(', ')}`),
    fareName: z.string().trim().min(2).max(80).describe('The airline’s own name for the fare'),
    personalItem: bag,
    cabinBag: bag,
    combinedMaxKg: z.number().positive().max(100).optional().describe('One weight limit for the personal item and cabin bag together'),
    combinedSource: sourceId.optional(),
    checked: bag,
    fees: z.array(feeSchema).default([]),
  });

/** An airline, with its bags in the shape given. */
const airlineShape = <B extends z.ZodType<Bag, unknown>>(bag: B) =>
  z.object({
    name: z.string().trim().min(2).max(60),
    iata: z.string().regex(/^[A-Z0-9]{2}$/, 'an IATA airline code is two capital letters or digits'),
    aliases: z
      .array(z.string().trim().min(2).max(60))
      .default([])
      .describe('What travelers call the airline besides its name ("Delta", "BA"); a word that is also a place ("Qatar") is left out, as search would read the place as the airline'),
    region: z.enum(airlineRegions),
    fares: z.array(fareShape(bag)).min(1),
    sources: z.array(airlineSourceSchema).min(1),
    notes: z.string().trim().max(4000).optional().describe('For editors: what is left to verify, and how each figure was read; not published'),
  });

/** An airline as content/airlines/<IATA>.yaml writes it, held to every rule of the format. */
export const airlineFileSchema = airlineShape(bagFileSchema);

/** An airline as built and served: the file with its rules' figures filled in. */
export const airlineSchema = airlineShape(bagShape);

export type Fare = z.infer<typeof airlineSchema>['fares'][number];
export type Airline = z.infer<typeof airlineSchema> & { sourceFile: string };
