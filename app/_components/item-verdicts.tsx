import type { Verdict } from '@/lib/items/item-schema';
import type { PlaceAnswer } from '@/lib/items/item-view';
import { answerPlaceLabel, conditionLine, VERDICT_WORDS } from '@/lib/items/verdict-words';

/** A verdict as a labelled badge: the words carry it, the color only repeats them. */
export function VerdictBadge({ verdict }: { verdict: Verdict | null }) {
  return <span className={`verdict verdict-${verdict ?? 'unstated'}`}>{verdict ? VERDICT_WORDS[verdict] : 'Not stated'}</span>;
}

function BagVerdict({ name, place, bag }: { name: string; place: PlaceAnswer; bag: 'cabin' | 'checked' }) {
  const conditions = place.rules.flatMap((rule) => rule[bag]?.conditions ?? []);
  return (
    <div className="verdict-row">
      <dt>{name}</dt>
      <dd>
        <VerdictBadge verdict={place[bag]} />
        {conditions.length > 0 && (
          <ul className="verdict-conditions">
            {conditions.map((condition) => (
              <li key={`${condition.limit}-${condition.value}`}>{conditionLine(condition)}</li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/** One place's cabin and checked verdict, with the limits that hold and whose rules say so. */
export function PlaceVerdict({ place }: { place: PlaceAnswer }) {
  return (
    <section className="verdict-card" aria-label={answerPlaceLabel(place.scope, place.onArrival)}>
      <h2 className="verdict-place">{answerPlaceLabel(place.scope, place.onArrival)}</h2>
      <dl>
        <BagVerdict name="Cabin" place={place} bag="cabin" />
        <BagVerdict name="Checked" place={place} bag="checked" />
      </dl>
      <p className="verdict-owner">Rule of {[...new Set(place.rules.map((rule) => rule.owner))].join(', ')}</p>
    </section>
  );
}
