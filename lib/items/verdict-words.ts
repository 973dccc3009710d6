import type { ConditionAnswer } from './bag-answer';
import type { Verdict } from './item-schema';
import { placeName } from '@/lib/rules/place-names';
import { formatLimit } from '@/lib/rules/rule-directives';
import type { EnforcementPoint, LimitUnit } from '@/lib/rules/rule-schema';

/** A verdict for people, the same on an item's page and in its Markdown. */
export const VERDICT_WORDS: Readonly<Record<Verdict, string>> = {
  yes: 'Yes',
  no: 'No',
  conditional: 'Yes, within limits',
  'airline-approval': 'Only with the airline’s approval',
};

// What happens past a limit, as the end of "beyond that, …".
const BEYOND_WORDS: Readonly<Record<Verdict, string>> = {
  yes: 'still allowed',
  no: 'not allowed',
  conditional: 'allowed with conditions',
  'airline-approval': 'only with the airline’s approval',
};

/** A limit an item is held to, as a sentence: "Up to 100 Wh: rating of each battery. Beyond that, not allowed." */
export const conditionLine = ({ value, unit, note, over }: ConditionAnswer) =>
  `Up to ${formatLimit(value, unit as LimitUnit)}${note ? `: ${note.charAt(0).toLowerCase()}${note.slice(1)}` : ''}. Beyond that, ${BEYOND_WORDS[over]}.`;

/** Where a rule applies, for people: "International (ICAO)", "United Kingdom", "London Heathrow". */
export const placeLabel = (scope: string) => (scope === 'ICAO' ? 'International (ICAO)' : placeName(scope.replace(/^airport:/, '')));

/** Whether a rule meets travelers only on their way into its place (customs, biosecurity), never at a checkpoint on the way out. */
export const onArrivalOnly = (enforced: readonly EnforcementPoint[]) => !enforced.includes('leaving');

/** A place as an answer names it: "European Union, on arrival" for rules enforced only there, so that they never read as a ban on flying out. */
export const answerPlaceLabel = (scope: string, onArrival: boolean, label = placeLabel) => (onArrival ? `${label(scope)}, on arrival` : label(scope));
