import { bagAnswer, strictestVerdict, type BagAnswer } from './bag-answer';
import type { CheckItemResult } from './check-item-schema';
import type { Item, ItemVerdict, Verdict } from './item-schema';
import { stemsOf, type ItemMatcher } from './match-item';
import { readQuantities, type Quantity } from './quantities';
import { appliesAtStop, crossesBorder, isScreening, screeningAuthorities, tripStops, WAY_HOME, type TripStop } from './trip-stops';
import { askablePlaces, whereToAsk, whereToAskAtBorder } from './where-to-ask';
import { placeKind } from '@/lib/rules/places';
import { versionOn } from '@/lib/rules/rule-library';
import type { Rule } from '@/lib/rules/rule-schema';
import { absoluteUrl, itemMarkdownPath, pagePath } from '@/lib/site/urls';

/** The catalogue as check_item reads it: the rules by id, guide titles, and the matcher of what travelers type. */
export type LoadedCatalogue = {
  rules: ReadonlyMap<string, Rule>;
  guideTitles: Readonly<Record<string, string>>;
  match: ItemMatcher;
};

/** A question about an item: what the traveler typed, the trip's places in the place vocabulary, and the day of travel. */
export type CheckItemRequest = { query: string; from?: string; to?: string; via?: readonly string[]; date: string };

const NO_VERDICT = { cabin: null, checked: null };

/** Without a place, the international baseline with the two places most travelers ask about beside it. */
export const DEFAULT_PLACES: readonly string[] = ['ICAO', 'US', 'GB'];

const NOTICE = 'General guidance from Packwise, not airline policy: the officer at the checkpoint and your airline have the final say.';

/**
 * What each rule that applies on the trip says of the item, on the day of travel: the screening rules
 * of the places it leaves (departure, transfers, the way home) with the international baseline, and
 * the border rules of the places it enters (the destination, and home on the way back). `verdict` is
 * the trip out and `wayHome` the trip back, since food or duty-free bought there meets other rules.
 * Without a trip, every rule the catalogue has for the item, and `verdict` is the checkpoints': an
 * import rule is no answer to "can I fly with it" until a trip enters its place. Numbers the
 * traveler typed are read against each rule's limits ("27000mAh power bank").
 */
export function checkItem(catalogue: LoadedCatalogue, request: CheckItemRequest): CheckItemResult {
  const { words, quantities } = readQuantities(request.query);
  const match = catalogue.match(words || request.query);
  const stops = tripStops(request);
  const goesHome = stops.some((stop) => WAY_HOME.has(stop.role));
  const base = { query: request.query, date: request.date, assumptions: quantities.flatMap((quantity) => quantity.assumption ?? []), notice: NOTICE };
  if (match.kind !== 'item') {
    const candidates = match.kind === 'ambiguous' ? match.candidates.map(({ slug, name }) => ({ slug, name })) : [];
    const notCovered = match.kind === 'none' ? uncoveredPlaces(stops, []) : [];
    return { ...base, item: null, candidates, verdict: NO_VERDICT, wayHome: goesHome ? NO_VERDICT : null, rules: [], notCovered };
  }
  const { item } = match;
  const answers = itemRuleAnswers(catalogue, item, { stops, date: request.date, quantities });
  const elsewhere = stops.length > 0 ? elsewhereAnswers(catalogue, item, answers, { date: request.date, quantities }) : [];
  return {
    ...base,
    assumptions: [...base.assumptions, ...readAsItem(words || request.query, item)],
    item: {
      slug: item.slug,
      name: item.name,
      category: item.category,
      md_url: absoluteUrl(itemMarkdownPath(item.slug)),
      guides: itemGuides(catalogue, item),
    },
    candidates: [],
    verdict: verdictOf(answers.filter((answer) => (stops.length === 0 ? answer.enforced.includes('leaving') : answer.appliesAt.some((at) => !WAY_HOME.has(at.role))))),
    wayHome: goesHome ? verdictOf(answers.filter((answer) => answer.appliesAt.some((at) => WAY_HOME.has(at.role)))) : null,
    rules: answers,
    ...(elsewhere.length > 0 && { elsewhere }),
    notCovered: uncoveredPlaces(stops, answers),
  };
}

type RuleAnswer = CheckItemResult['rules'][number];

/**
 * What the traveler typed read as a catalogue item of another name, said as an assumption, so that an
 * answer never swaps the thing silently: "aerosol deodorant" is answered as Hairspray, whose rules it
 * shares. Words that hold the item's name ("27000mAh power banks") need no saying.
 */
function readAsItem(words: string, item: Item): string[] {
  const typed = new Set(stemsOf(words));
  return stemsOf(item.name).every((stem) => typed.has(stem)) ? [] : [`“${words.trim()}” is read as ${item.name}, the catalogue item whose rules cover it`];
}

/** The guides that discuss an item, with their titles and addresses: for check_item and the items API alike. */
export function itemGuides(catalogue: LoadedCatalogue, item: Item): { title: string; url: string }[] {
  return item.guides.map((slug) => ({ title: catalogue.guideTitles[slug] ?? slug, url: absoluteUrl(pagePath(slug)) }));
}

/**
 * What each rule of an item says of it: on a trip (`stops`), the rules that screen it, on `date`, with
 * the traveler's numbers; with no trip, every rule the item names.
 */
export function itemRuleAnswers(
  catalogue: LoadedCatalogue,
  item: Item,
  { stops = [], date, quantities = [] }: { stops?: readonly TripStop[]; date: string; quantities?: readonly Quantity[] },
): RuleAnswer[] {
  return item.verdicts.flatMap((verdict) => ruleAnswer(catalogue.rules.get(verdict.rule)!, verdict, stops, date, quantities));
}

/**
 * What is known of an item beyond a trip's rules (`answers`): the international baseline's rules,
 * which every flight meets, where the trip did not meet them already; and, where no place of the
 * trip's own has a rule for the item, those of the other DEFAULT_PLACES that screen bags, for how it
 * is treated there ("knife" from Singapore to India: no rule here for either, so the TSA's and the
 * UK's). They do not apply to the trip; they say what the trip's places do not.
 */
export function elsewhereAnswers(
  catalogue: LoadedCatalogue,
  item: Item,
  answers: readonly RuleAnswer[],
  { date, quantities = [] }: { date: string; quantities?: readonly Quantity[] },
): RuleAnswer[] {
  const answered = new Set(answers.map((answer) => answer.rule));
  const ownAnswer = answers.some((answer) => placeKind(answer.scope) !== 'global');
  return itemRuleAnswers(catalogue, item, { date, quantities })
    .filter((answer) => !answered.has(answer.rule) && answer.enforced.includes('leaving') && (answer.scope === 'ICAO' || (!ownAnswer && DEFAULT_PLACES.includes(answer.scope))))
    .sort((a, b) => DEFAULT_PLACES.indexOf(a.scope) - DEFAULT_PLACES.indexOf(b.scope));
}

/** What one rule says of the item on the day, or nothing when it did not apply then or does not screen any stop of the trip. */
function ruleAnswer(rule: Rule, verdict: ItemVerdict, stops: readonly TripStop[], date: string, quantities: readonly Quantity[]): RuleAnswer[] {
  const version = versionOn(rule, date);
  const appliesAt = stops.filter((stop) => appliesAtStop(rule, stop)).map(({ role, place }) => ({ role, place }));
  if (!version || (stops.length > 0 && appliesAt.length === 0)) return [];
  const source = version.sources.find((candidate) => candidate.kind === 'official') ?? version.sources[0]!;
  const bag = (answer: Verdict | undefined): BagAnswer | undefined => (answer === undefined ? undefined : bagAnswer(answer, verdict, version, quantities));
  const cabin = bag(verdict.cabin);
  const checked = bag(verdict.checked);
  return [
    {
      rule: rule.id,
      owner: rule.ownerShort,
      scope: rule.scope,
      enforced: rule.enforced,
      appliesAt,
      reference: version.reference,
      effectiveFrom: version.effectiveFrom ?? null,
      source: { title: source.title, url: source.url, checked: source.checked },
      ...(cabin && { cabin }),
      ...(checked && { checked }),
      ...((verdict.note ?? rule.itemNote) && { note: verdict.note ?? rule.itemNote }),
    },
  ];
}

/** The strictest answer per bag of the rules given. */
const verdictOf = (answers: readonly RuleAnswer[]) => ({
  cabin: strictestVerdict(answers.map((answer) => answer.cabin?.verdict)),
  checked: strictestVerdict(answers.map((answer) => answer.checked?.verdict)),
});

/** A stop's screening authorities to ask: those with a page of their own (the EU for its member states), or else the country, via the airline. */
function authoritiesToAsk(place: string): string[] {
  const authorities = screeningAuthorities(place);
  const askable = authorities.filter((authority) => askablePlaces().some((entry) => entry.place === authority));
  return askable.length > 0 ? askable : authorities.slice(-1);
}

/**
 * The stops of the trip that no rule answered covers, with who to ask there: at a checkpoint its owner
 * or the airline, at a border the country's customs. With no trip, every place with an owner to ask
 * whose screening rules said nothing.
 */
export function uncoveredPlaces(stops: readonly TripStop[], answers: readonly Pick<RuleAnswer, 'scope' | 'enforced' | 'appliesAt'>[]): CheckItemResult['notCovered'] {
  if (stops.length === 0) {
    const covered = new Set(answers.filter((answer) => answer.enforced.includes('leaving')).map((answer) => answer.scope));
    return askablePlaces().flatMap(({ place }) => (covered.has(place) ? [] : [{ role: null, place, ask: whereToAsk(place) }]));
  }
  const seen = new Set<string>();
  return stops.flatMap((stop) => {
    if (!isScreening(stop.role) && !crossesBorder(stop)) return [];
    // The international baseline answers everywhere, so only a rule of the place's own authority covers it.
    const answeredHere = answers.some((answer) => placeKind(answer.scope) !== 'global' && answer.appliesAt.some((at) => at.role === stop.role && at.place === stop.place));
    if (answeredHere) return [];
    if (!isScreening(stop.role)) return screeningAuthorities(stop.place).slice(-1).map((country) => ({ role: stop.role, place: country, ask: whereToAskAtBorder(country) }));
    return authoritiesToAsk(stop.place).flatMap((place) => {
      if (seen.has(`${stop.role}:${place}`)) return [];
      seen.add(`${stop.role}:${place}`);
      return [{ role: stop.role, place, ask: whereToAsk(place) }];
    });
  });
}
