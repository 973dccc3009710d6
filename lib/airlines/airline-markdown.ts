import type { Airline, AirlineSource, Bag, Fare } from './airline-schema';
import { airlineByCode } from './airlines';
import { referencedPath } from '@/lib/content/find-page';
import { sourceKindLabel } from '@/lib/content/sources';
import { sentenceLine } from '@/lib/site/sentence-line';
import { attributionLine, siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, airlineApiPath, airlineMarkdownPath, airlinePagePath, isEchoableSlug, routePaths } from '@/lib/site/urls';

/** What each status of a bag means, for people. */
const STATUS_WORDS: Readonly<Record<Bag['status'], string>> = {
  included: 'Included',
  'paid-add-on': 'Paid add-on',
  'not-included': 'Not included in the fare',
  'not-published': 'Not published',
  'not-verified': 'Not verified',
};

const FEE_WORDS = { 'cabin-bag': 'Cabin bag', 'checked-bag': 'Checked bag', 'gate-cabin-bag': 'Cabin bag at the gate', 'gate-checked-bag': 'Checked bag at the gate' } as const;

// Longest side first, whatever order the airline wrote them in, so that bags compare at a glance.
const sides = (values: readonly number[], unit: string) => `${[...values].sort((a, b) => b - a).join(' × ')} ${unit}`;

/** An amount as prices are written: 6 EUR, 17.90 EUR. */
const money = (amount: number, currency: string) => `${Number.isInteger(amount) ? amount : amount.toFixed(2)} ${currency}`;

/** A fare family for people, beside the airline's own name of the fare. */
const FAMILY_WORDS = { basic: 'basic or light fare', standard: 'standard fare', premium: 'premium fare' } as const;

/** A bag's size and weight as the airline gives them: "55 × 40 × 20 cm (22 × 16 × 8 in), 10 kg". */
export function bagSize(bag: Bag): string {
  const size = [bag.cm && sides(bag.cm, 'cm'), bag.in && sides(bag.in, 'in')].filter(Boolean);
  const sized = size.length === 2 ? `${size[0]} (${size[1]})` : (size[0] ?? '');
  const weight = [bag.maxKg && `${bag.maxKg} kg`, bag.maxLb && `${bag.maxLb} lb`].filter(Boolean).join(' / ');
  const pieces = bag.pieces !== undefined ? `${bag.pieces} ${bag.pieces === 1 ? 'piece' : 'pieces'}` : '';
  return [pieces, sized, weight].filter(Boolean).join(', ') || '–';
}

/** A bag's cell in the comparison and on the airline's page: whether the fare allows it, then its size. */
export function bagSummary(bag: Bag): string {
  if (bag.status.startsWith('not-')) return STATUS_WORDS[bag.status];
  const size = bagSize(bag);
  return size === '–' ? `${STATUS_WORDS[bag.status]}, no size given` : `${STATUS_WORDS[bag.status]}: ${size}`;
}

/** A fee's amount as the airline sets it: "35 USD", "from 5.99 GBP". */
const feeAmount = (fee: Fare['fees'][number]) => `${fee.from ? 'from ' : ''}${money(fee.amount, fee.currency)}`;

const fareSection = (fare: Fare, airline: Airline): string[] => {
  const source = (id: string | undefined) => airline.sources.find((candidate) => candidate.id === id);
  const row = (name: string, bag: Bag) => `| ${name} | ${STATUS_WORDS[bag.status]} | ${bagSize(bag)} | ${source(bag.source)?.publisher ?? '–'} |`;
  return [
    `## ${fare.fareName} (${FAMILY_WORDS[fare.family]})`,
    '',
    '| Bag | Allowed | Size and weight | Source |',
    '|---|---|---|---|',
    row('Personal item', fare.personalItem),
    row('Cabin bag', fare.cabinBag),
    row('Checked bags', fare.checked),
    '',
    ...(fare.combinedMaxKg !== undefined ? [`The personal item and the cabin bag together weigh at most ${fare.combinedMaxKg} kg.`, ''] : []),
    ...(fare.fees.length > 0
      ? [...fare.fees.map((fee) => `- ${FEE_WORDS[fee.what]}: ${feeAmount(fee)} (${source(fee.source)?.publisher})`), '']
      : []),
  ];
};

const sourceLine = (source: AirlineSource) =>
  `- [${source.title}](${source.url}), ${source.publisher} (${source.kind === 'official' ? 'the airline’s own page' : sourceKindLabel[source.kind]}, checked ${source.checked})`;

/** The longest line of allowances: a search hit's excerpt holds at most this many characters. */
const AIRLINE_LINE_LENGTH = 300;

const bagPhrase = (name: string, bag: Bag) => `${name} ${bagSummary(bag).replace(/^\w+/, (word) => word.toLowerCase()).replace(': ', ', ')}`;

/**
 * An airline’s allowances in a line, fare by fare, as many fares as fit in `maxLength` characters (an excerpt’s unless said): "Ryanair.
 * Basic: personal item included, 40 × 30 × 20 cm; cabin bag paid add-on, 55 × 40 × 20 cm, 10 kg;
 * checked bags paid add-on; fees: checked bag from 20.99 EUR." Undefined for a code Packwise lacks.
 */
export function airlineLine(code: string, maxLength = AIRLINE_LINE_LENGTH): string | undefined {
  const airline = airlineByCode(code.toUpperCase());
  if (!airline) return undefined;
  // The fees too: "how much is a checked bag" is asked as often as what fits.
  const sentences = airline.fares.map((fare) => {
    const bags = [bagPhrase('personal item', fare.personalItem), bagPhrase('cabin bag', fare.cabinBag), bagPhrase('checked bags', fare.checked)];
    const fees = fare.fees.map((fee) => `${FEE_WORDS[fee.what].toLowerCase()} ${feeAmount(fee)}`);
    return `${fare.fareName}: ${[...bags, ...(fees.length > 0 ? [`fees: ${fees.join(', ')}`] : [])].join('; ')}.`;
  });
  return sentenceLine(`${airline.name}.`, sentences, maxLength);
}

/** The sources of the figures airlineLine quotes, each once, in the order the line quotes them: a news report behind a fare's weight is cited, not only the airline's pages. */
export function quotedSources(code: string): AirlineSource[] {
  const airline = airlineByCode(code.toUpperCase());
  if (!airline) return [];
  const ids = airline.fares.flatMap((fare) => [fare.personalItem.source, fare.cabinBag.source, fare.checked.source, ...fare.fees.map((fee) => fee.source)]);
  return [...new Set(ids)].flatMap((id) => airline.sources.filter((source) => source.id === id));
}

/** An airline as its Markdown mirror gives it; `body` is the part its page renders under its own header. */
export type AirlineDocument = { title: string; description: string; url: string; md_url: string; dateModified: string; markdown: string; body: string };

function toAirlineDocument(airline: Airline): AirlineDocument {
  const code = airline.iata.toLowerCase();
  const title = `${airline.name} baggage allowance`;
  const url = absoluteUrl(airlinePagePath(code));
  const mdUrl = absoluteUrl(airlineMarkdownPath(code));
  const checkedOn = airline.sources.map((source) => source.checked).sort().at(-1)!;
  const official = airline.sources.filter((source) => source.kind === 'official').length;
  const ownPages = official === 1 ? 'is the airline’s own page' : 'are the airline’s own pages';
  const description = `The personal item, cabin bag and checked bags of each ${airline.name} fare, with sizes, weights and fees, and the page each figure comes from.`;
  const body = [...airline.fares.flatMap((fare) => fareSection(fare, airline)), '## Sources', '', ...airline.sources.map(sourceLine), ''].join('\n');
  const markdown = [
    `# ${title}`,
    '',
    `> ${description}`,
    '',
    `- Page: ${url}`,
    `- Markdown: ${mdUrl}`,
    `- Data: ${absoluteUrl(airlineApiPath(airline.iata))}`,
    `- IATA code: ${airline.iata}`,
    `- Sources checked: ${checkedOn}; ${official} of ${airline.sources.length} ${ownPages}`,
    '',
    body,
    '---',
    '',
    `Allowances change with fares and routes: ${airline.name} and the gate agent have the final say. ${siteIdentity.guidanceNote}`,
    '',
    attributionLine(title, url),
    '',
  ].join('\n');
  return { title, description, url, md_url: mdUrl, dateModified: checkedOn, markdown, body };
}

const documents = new Map<string, AirlineDocument>();

/** An airline's page as Markdown, by its code in any case, rendered once per airline and process; undefined for a code Packwise lacks. */
export function airlineDocument(code: string): AirlineDocument | undefined {
  const airline = airlineByCode(code.toUpperCase());
  if (!airline) return undefined;
  const document = documents.get(airline.iata) ?? toAirlineDocument(airline);
  documents.set(airline.iata, document);
  return document;
}

const AIRLINE_PATH = /^airlines\/([a-z0-9]{2})$/;

/** The airline a `get_page` reference names, by its address with or without the site and `index.md`: `/airlines/fr/`. */
export function referencedAirline(reference: string): AirlineDocument | undefined {
  const code = AIRLINE_PATH.exec(referencedPath(reference))?.[1];
  return code === undefined ? undefined : airlineDocument(code);
}

/** The body of a 404 from an airline's Markdown mirror. */
export function airlineMarkdownNotFound(requestedCode: string): string {
  const what = isEchoableSlug(requestedCode) ? `No airline has the code \`${requestedCode}\`.` : 'That address is not an airline code: codes are two letters or digits.';
  return ['# Airline not found', '', what, '', `Every airline is listed at ${absoluteUrl(routePaths.airlinesApi)}, and the MCP tool check_bag compares a bag against them.`, ''].join('\n');
}
