import { bagAnswer, stricter, type BagAnswer } from './bag-answer';
import type { CheckItemResult } from './check-item-schema';
import type { Item, ItemVerdict, Verdict } from './item-schema';
import { stemsOf, type ItemMatcher } from './match-item';
import { readQuantities, type Quantity } from './quantities';
import { screeningAuthorities, screensAt, tripStops, type TripStop } from './trip-stops';
import { askablePlaces, whereToAsk } from './where-to-ask';
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

const NOTICE = 'General guidance from Packwise, not airline policy: the officer at the checkpoint and your airline have the final say.';

/**
 * What each rule that applies on the trip says of the item, on the day of travel: the rules of the
 * places it is screened in (departure, transfers, the way home) and the international baseline.
 * Without a trip, every rule the catalogue has for the item. Numbers the traveler typed are read
 * against each rule's limits ("27000mAh power bank").
 */
export function checkItem(catalogue: LoadedCatalogue, request: CheckItemRequest): CheckItemResult {
  const { words, quantities } = readQuantities(request.query);
  const match = catalogue.match(words || request.query);
  const stops = tripStops(request);
  const base = { query: request.query, date: request.date, assumptions: quantities.flatMap((quantity) => quantity.assumption ?? []), notice: NOTICE };
  if (match.kind !== 'item') {
    const candidates = match.kind === 'ambiguous' ? match.candidates.map(({ slug, name }) => ({ slug, name })) : [];
    const notCovered = match.kind === 'none' ? uncoveredPlaces(stops, []) : [];
    return { ...base, item: null, candidates, verdict: { cabin: null, checked: null }, rules: [], notCovered };
  }
  const { item } = match;
  const answers = itemRuleAnswers(catalogue, item, { stops, date: request.date, quantities });
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
    verdict: { cabin: strictestOf(answers.map((answer) => answer.cabin)), checked: strictestOf(answers.map((answer) => answer.checked)) },
    rules: answers,
    notCovered: uncoveredPlaces(stops, answers.map((answer) => answer.scope)),
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

/** What one rule says of the item on the day, or nothing when it did not apply then or does not screen any stop of the trip. */
function ruleAnswer(rule: Rule, verdict: ItemVerdict, stops: readonly TripStop[], date: string, quantities: readonly Quantity[]): RuleAnswer[] {
  const version = versionOn(rule, date);
  const appliesAt = stops.filter((stop) => screensAt(rule.scope, stop.place)).map(({ role, place }) => ({ role, place }));
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
      appliesAt,
      reference: version.reference,
      effectiveFrom: version.effectiveFrom ?? null,
      source: { title: source.title, url: source.url, checked: source.checked },
      ...(cabin && { cabin }),
      ...(checked && { checked }),
      ...(verdict.note && { note: verdict.note }),
    },
  ];
}

const strictestOf = (bags: readonly (BagAnswer | undefined)[]): Verdict | null =>
  bags.flatMap((bag) => bag?.verdict ?? []).reduce<Verdict | null>((strictest, verdict) => (strictest ? stricter(strictest, verdict) : verdict), null);

/**
 * The screening authorities of the trip (or, with no trip, every place with an owner to ask) that no
 * rule answered for covers: there the traveler asks the owner, or the airline.
 */
export function uncoveredPlaces(stops: readonly TripStop[], coveredScopes: readonly string[]): CheckItemResult['notCovered'] {
  const covered = new Set(coveredScopes);
  const asked = stops.length > 0 ? stops.flatMap((stop) => screeningAuthorities(stop.place).map((place) => ({ role: stop.role, place }))) : askablePlaces().map(({ place }) => ({ role: null, place }));
  const seen = new Set<string>();
  return asked.flatMap(({ role, place }) => {
    if (covered.has(place) || seen.has(`${role}:${place}`)) return [];
    seen.add(`${role}:${place}`);
    return [{ role, place, ask: whereToAsk(place) }];
  });
}
