import type { ConditionAnswer } from './bag-answer';
import type { Item, Verdict } from './item-schema';
import { itemTripView, itemView, namesPlace, type ItemTripView, type PlaceAnswer, type Trip } from './item-view';
import { isScreening } from './trip-stops';
import { answerPlaceLabel } from './verdict-words';
import { placeName } from '@/lib/rules/place-names';
import { formatCalendarDate } from '@/lib/site/calendar-date';
import { sentenceLine } from '@/lib/site/sentence-line';
import { formatLimit } from '@/lib/rules/rule-directives';
import type { LimitUnit } from '@/lib/rules/rule-schema';

/** The longest verdict line: a search hit's excerpt holds at most this many characters. */
export const VERDICT_LINE_LENGTH = 300;

const SHORT_VERDICTS: Readonly<Record<Verdict, string>> = {
  yes: 'yes',
  no: 'no',
  conditional: 'yes',
  'airline-approval': 'only with the airline’s approval',
};

/**
 * What a bare percentage is of, from its limit's note: "Tear gas (CS or CN) by mass" gives "tear gas",
 * so a line reads "up to 2% tear gas", not "up to 2%".
 */
const substanceOf = (note: string) => note.split(/ \(|,| on | by /)[0]!.trim().replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => letter.toLowerCase());

/** What a limit is of, by its name, where a bag's limits would otherwise read alike ("up to 100 ml, up to 2 L"). */
const LIMIT_SCOPES: readonly [RegExp, string][] = [
  [/^maxContainer/, ' a container'],
  [/^maxTotal/, ' in all'],
];
const scopeOf = (limit: string) => LIMIT_SCOPES.find(([name]) => name.test(limit))?.[1] ?? '';

/**
 * A bag's limits, shortest first: "up to 100 Wh, 160 Wh with the airline’s approval", "at most 2", "up
 * to 100 ml a container, 2 L in all". A limit that follows one an item may pass with approval is that
 * approval's ceiling. Where two rules of the place set the same limit, the stricter binds and is said
 * alone: the TSA's 100 ml a container in the cabin, not the FAA's 500 ml as well (alike, as the FAA's
 * and the TSA's 5 L of spirits, it is said once).
 */
function limitsText(conditions: readonly ConditionAnswer[]): string {
  const binding = conditions.filter((condition) => !conditions.some((other) => other.limit === condition.limit && other.unit === condition.unit && other.value < condition.value));
  const limits = new Map<string, string>();
  binding.forEach(({ limit, value, unit, note }, index) => {
    const figure = unit === 'percent' && note ? `${formatLimit(value, unit)} ${substanceOf(note)}` : formatLimit(value, unit as LimitUnit);
    const text = binding[index - 1]?.over === 'airline-approval' ? `${figure} with the airline’s approval` : `${unit === 'count' ? 'at most' : 'up to'} ${figure}${scopeOf(limit)}`;
    // The same figure from two limits is said once, with what it is of where one says so.
    if (!limits.has(figure) || scopeOf(limit)) limits.set(figure, text);
  });
  return [...limits.values()].join(', ');
}

/**
 * A bag's verdict: "cabin yes", "checked no", "cabin yes, up to 100 ml a container". A conditional
 * verdict whose rule asks more than its limits (a note: a lighter in a checked bag only empty or in a
 * DOT-approved case) reads "with conditions", so the line never passes for a plain yes.
 */
function bagText(bag: 'cabin' | 'checked', place: PlaceAnswer): string | undefined {
  const verdict = place[bag];
  if (verdict === null) return undefined;
  if (verdict !== 'conditional') return `${bag} ${SHORT_VERDICTS[verdict]}`;
  const conditional = place.rules.filter((rule) => rule[bag]?.verdict === 'conditional');
  const conditions = conditional.flatMap((rule) => rule[bag]!.conditions);
  const asksMore = conditional.some((rule) => rule.note !== undefined);
  if (conditions.length === 0) return `${bag} yes, with conditions`;
  return `${bag} ${asksMore ? 'with conditions' : 'yes'}, ${limitsText(conditions)}`;
}

/** Who says so and since when: "ICAO, from March 27, 2026". */
function ownerText(place: PlaceAnswer): string {
  const owners = [...new Set(place.rules.map((rule) => rule.owner))].join('; ');
  const since = place.rules.map((rule) => rule.effectiveFrom).filter((date) => date !== null).sort().at(-1);
  return since ? `${owners}, from ${formatCalendarDate(since)}` : owners;
}

// The short names travelers use, where a place's full name would crowd the line out.
const SHORT_PLACE_NAMES: Readonly<Record<string, string>> = { ICAO: 'International', US: 'US', GB: 'UK', EU: 'EU' };
const shortPlaceName = (scope: string) => SHORT_PLACE_NAMES[scope] ?? placeName(scope.replace(/^airport:/, ''));

/** A place's sentence: "US: cabin yes, up to 100 Wh; checked no (FAA and TSA)." */
function placeSentence(place: PlaceAnswer): string {
  const bags = [bagText('cabin', place), bagText('checked', place)].filter((text) => text !== undefined).join('; ');
  return `${answerPlaceLabel(place.scope, place.onArrival, shortPlaceName)}: ${bags} (${ownerText(place)}).`;
}

/** A stop no rule covers, and who to ask there: "Thailand, on arrival: no rule here; ask customs in Thailand." */
const uncoveredSentence = ({ role, place, ask }: ItemTripView['notCovered'][number]) =>
  `${shortPlaceName(place)}, ${role !== null && !isScreening(role) ? 'on arrival' : 'at security'}: no rule here; ask ${ask.name}.`;

/**
 * An item's verdict place by place, the answer before the explanation: "International: cabin yes, at
 * most 2; checked no (ICAO, from March 27, 2026).", "US: cabin yes, up to 100 Wh, …; checked no (FAA
 * and TSA)." Without a trip, the places are those the item's page leads with (the baseline, then the
 * US and the UK), or every place where none of those has a rule for it. On a trip, those whose rules
 * meet it on the way out, the destination first, then each stop no rule covers, with who to ask, then
 * what is known elsewhere (the baseline, and where the trip's own places are silent, the US and the
 * UK). Undefined for a slug the catalogue lacks.
 */
export function placeVerdicts(slug: string, trip?: Trip): { item: Item; places: PlaceAnswer[]; sentences: string[] } | undefined {
  if (namesPlace(trip)) {
    const view = itemTripView(slug, trip);
    if (!view) return undefined;
    const { item, places, elsewhere, notCovered } = view;
    return { item, places: [...places, ...elsewhere], sentences: [...places.map(placeSentence), ...new Set(notCovered.map(uncoveredSentence)), ...elsewhere.map(placeSentence)] };
  }
  const view = itemView(slug);
  if (!view) return undefined;
  const places = view.first.length > 0 ? view.first : view.others;
  return { item: view.item, places, sentences: places.map(placeSentence) };
}

/**
 * An item's verdict in a line of at most `maxLength` characters (an excerpt's, unless said), its name
 * first and then as many places of `placeVerdicts` as fit: "Power bank. International: cabin yes, at most 2; …".
 */
export function verdictLine(slug: string, maxLength = VERDICT_LINE_LENGTH, trip?: Trip): string | undefined {
  const verdicts = placeVerdicts(slug, trip);
  if (!verdicts) return undefined;
  return sentenceLine(`${verdicts.item.name}.`, verdicts.sentences, maxLength);
}
