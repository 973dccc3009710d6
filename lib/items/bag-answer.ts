import { canonicalLimit, type Quantity } from './quantities';
import type { ItemVerdict, Verdict } from './item-schema';
import type { LimitUnit, RuleVersion } from '@/lib/rules/rule-schema';

/** One limit a conditional verdict holds the item to, with what the traveler typed against it, when they did. */
export type ConditionAnswer = {
  limit: string;
  value: number;
  unit: string;
  note?: string;
  over: Verdict;
  typed?: string;
  within?: boolean;
};

/** A rule's answer for one bag, its conditions read against the traveler's numbers. */
export type BagAnswer = { verdict: Verdict; conditions: ConditionAnswer[] };

/** From the most to the least permissive: the answer for a bag under several rules is the strictest. */
const STRICTNESS: readonly Verdict[] = ['yes', 'conditional', 'airline-approval', 'no'];

export const stricter = (a: Verdict, b: Verdict): Verdict => (STRICTNESS.indexOf(a) >= STRICTNESS.indexOf(b) ? a : b);

/** The strictest of several rules' verdicts for one bag, or null when none of them speaks of it. */
export const strictestVerdict = (verdicts: readonly (Verdict | undefined)[]): Verdict | null =>
  verdicts.reduce<Verdict | null>((strictest, verdict) => (verdict === undefined ? strictest : strictest ? stricter(strictest, verdict) : verdict), null);

/** The traveler's number in a limit's dimension, when they typed one. */
function measuredAgainst(limit: { value: number; unit: LimitUnit }, quantities: readonly Quantity[]): { measured: Quantity; canonical: number } | undefined {
  const canonical = canonicalLimit(limit.value, limit.unit);
  const measured = canonical && quantities.find((quantity) => quantity.dimension === canonical.dimension);
  return measured && canonical ? { measured, canonical: canonical.value } : undefined;
}

/**
 * A bag's verdict under one rule version. A conditional verdict becomes the strictest `over` of the
 * limits the traveler's numbers exceed ("30000mAh": past 100 Wh, so airline approval), and `yes` when
 * every limit was measured and met and the rule asks nothing else (no note); otherwise it stays
 * conditional, with the limits to check. A limit that applies only past another (`above`: two spares
 * over 100 Wh) holds the traveler's number only when they typed one past that other: four camera
 * batteries are not four spares over 100 Wh.
 */
export function bagAnswer(verdict: Verdict, { conditions, note }: Pick<ItemVerdict, 'conditions' | 'note'>, version: RuleVersion, quantities: readonly Quantity[]): BagAnswer {
  if (verdict !== 'conditional') return { verdict, conditions: [] };
  const answers = conditions.flatMap(({ limit, over }): ConditionAnswer[] => {
    const stated = version.limits.find((candidate) => candidate.name === limit);
    if (!stated) return [];
    const threshold = stated.above === undefined ? undefined : version.limits.find((candidate) => candidate.name === stated.above);
    const past = threshold && measuredAgainst(threshold, quantities);
    const applies = !threshold || (past !== undefined && past.measured.value > past.canonical);
    const against = applies ? measuredAgainst(stated, quantities) : undefined;
    return [
      {
        limit,
        value: stated.value,
        unit: stated.unit,
        ...(stated.note && { note: stated.note }),
        over,
        ...(against && { typed: against.measured.typed, within: against.measured.value <= against.canonical }),
      },
    ];
  });
  const exceeded = answers.filter((answer) => answer.within === false).map((answer) => answer.over);
  if (exceeded.length > 0) return { verdict: exceeded.reduce(stricter), conditions: answers };
  const allMet = answers.length > 0 && answers.every((answer) => answer.within === true) && note === undefined;
  return { verdict: allMet ? 'yes' : 'conditional', conditions: answers };
}
