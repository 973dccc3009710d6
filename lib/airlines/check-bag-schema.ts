import { z } from 'zod';
import { bagStatuses, fareFamilies, feeKinds } from './airline-schema';

/** How many airlines one call may name; without any, the call compares every airline Packwise has. */
export const MAX_AIRLINES_PER_CALL = 40;

const size = z.number().positive().max(400);

export const CheckBagInputSchema = z.object({
  // An array of three rather than a tuple: some clients' schema readers (function calling) know no prefixItems.
  dimensions: z.array(size).length(3).describe('The bag’s three sides, in any order, such as [55, 40, 20] or [22, 14, 9]'),
  unit: z.enum(['cm', 'in']).default('cm').describe('The unit of `dimensions`: cm (the default) or in'),
  weight: z.number().positive().max(100).optional().describe('The packed bag’s weight, in `weightUnit`'),
  weightUnit: z.enum(['kg', 'lb']).default('kg'),
  airlines: z
    .array(z.string().trim().min(2).max(60))
    .min(1)
    .max(MAX_AIRLINES_PER_CALL)
    .optional()
    .describe('Airlines by IATA code ("FR") or name ("Ryanair"); every airline Packwise has when left out'),
  fare: z.enum(fareFamilies).optional().describe('Only this fare family: basic (light), standard or premium; every fare the airline sells when left out'),
});

/** The arguments as a client sends them, and as check_bag reads them once defaults are filled in. */
export type CheckBagArguments = z.input<typeof CheckBagInputSchema>;
export type CheckBagInput = z.infer<typeof CheckBagInputSchema>;

const sides = z.array(z.number()).length(3);

const BagFitSchema = z.object({
  status: z.enum(bagStatuses).describe('What the fare says of this bag: included, paid-add-on, not-included, or not-published / not-verified when no figure is known'),
  // Words rather than a nullable boolean: a `type` of ["boolean", "null"] is lost on clients whose schema dialect has one type per value.
  fits: z.enum(['yes', 'no', 'unknown']).describe('Whether the bag is within every published limit of this allowance, its weight too when both are known; unknown when the allowance or its size is not known'),
  comparedIn: z.enum(['cm', 'in']).optional().describe('The unit the sides were compared in: the traveler’s, where the airline publishes it, else cm'),
  overCm: z
    .array(z.object({ side: z.enum(['longest', 'middle', 'shortest']), byCm: z.number() }))
    .describe('Each side over the allowance’s side of the same rank (bags are compared longest side to longest side), and by how much'),
  overKg: z.number().optional().describe('How much heavier than the allowance the bag is, when both weights are known'),
  limitCm: sides.optional().describe('The allowance in cm as the airline gives it, or converted from its inches'),
  limitIn: sides.optional().describe('The allowance in inches, where the airline gives them'),
  maxKg: z.number().optional(),
});

const FareAnswerSchema = z.object({
  family: z.enum(fareFamilies),
  fareName: z.string(),
  fitsAs: z
    .enum(['personal-item', 'cabin-bag', 'checked-only', 'unknown'])
    .describe('The smallest allowance the bag fits and the fare allows (included or paid); checked-only when it fits neither; unknown when a size it might fit is not known'),
  included: z
    .enum(['yes', 'no', 'unknown'])
    .describe('Whether that allowance comes with the fare (no: a paid add-on); for checked-only, whether a checked bag does; unknown when not known'),
  personalItem: BagFitSchema,
  cabinBag: BagFitSchema,
  combinedMaxKg: z.number().optional(),
  checked: z.object({
    status: z.enum(bagStatuses),
    pieces: z.number().optional(),
    maxKg: z.number().optional(),
    overKg: z.number().optional().describe('How much heavier than the checked allowance the bag is, when both weights are known: expect an overweight fee, or repack'),
  }),
  fees: z.array(z.object({ what: z.enum(feeKinds), amount: z.number(), currency: z.string(), from: z.boolean(), source: z.url() })),
});

export const CheckBagOutputSchema = z.object({
  bag: z.object({ cm: sides, in: sides, kg: z.number().optional() }).describe('The bag as compared, in both units'),
  airlines: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      fares: z.array(FareAnswerSchema),
      sources: z.array(z.object({ title: z.string(), publisher: z.string(), url: z.url(), checked: z.string(), kind: z.string(), readVia: z.url().optional() })),
    }),
  ),
  notFound: z.array(z.string()).describe('Airlines named that Packwise does not have'),
  note: z.string(),
});

export type CheckBagOutput = z.infer<typeof CheckBagOutputSchema>;
