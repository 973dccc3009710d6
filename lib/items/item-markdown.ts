import { itemRuleAnswers, uncoveredPlaces } from './check-item';
import type { CheckItemResult } from './check-item-schema';
import { NEWEST } from './item-api';
import { itemCategoryTitles, type Item } from './item-schema';
import { itemBySlug, loadedCatalogue } from './items';
import { answerPlaceLabel, conditionLine, onArrivalOnly, placeLabel, VERDICT_WORDS } from './verdict-words';
import { referencedPath } from '@/lib/content/find-page';
import { attributionLine, siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, itemApiPath, itemMarkdownPath, itemPagePath, markdownPath, routePaths, isEchoableSlug } from '@/lib/site/urls';

type RuleAnswer = CheckItemResult['rules'][number];
type Bag = NonNullable<RuleAnswer['cabin']>;

const bagLines = (name: string, bag: Bag | undefined) =>
  bag === undefined ? [] : [`- ${name}: ${VERDICT_WORDS[bag.verdict]}`, ...bag.conditions.map((condition) => `  - ${conditionLine(condition)}`)];

function ruleSection(answer: RuleAnswer): string[] {
  const since = answer.effectiveFrom ? `in force since ${answer.effectiveFrom}` : 'in force since a day no source gives';
  return [
    `### ${answerPlaceLabel(answer.scope, onArrivalOnly(answer.enforced))}: ${answer.owner}`,
    '',
    ...bagLines('Cabin', answer.cabin),
    ...bagLines('Checked', answer.checked),
    ...(answer.note ? [`- Also: ${answer.note}`] : []),
    `- Rule: ${answer.reference}, ${since} (\`${answer.rule}\`)`,
    `- Source: [${answer.source.title}](${answer.source.url}), checked ${answer.source.checked}`,
    '',
  ];
}

const cell = (bag: Bag | undefined) => (bag ? VERDICT_WORDS[bag.verdict] : 'Not stated');

/** An item as `get_page` returns a page, and search lists it. */
export type ItemDocument = { title: string; description: string; url: string; md_url: string; dateModified: string; markdown: string };

function toItemDocument(item: Item): ItemDocument {
  const catalogue = loadedCatalogue();
  const answers = itemRuleAnswers(catalogue, item, { date: NEWEST });
  const url = absoluteUrl(itemPagePath(item.slug));
  const mdUrl = absoluteUrl(itemMarkdownPath(item.slug));
  const title = `${item.name}: can I pack it?`;
  // The newest day any of its sources was checked: the day its answers were last confirmed.
  const checkedOn = answers.map((answer) => answer.source.checked).sort().at(-1)!;
  const uncovered = uncoveredPlaces([], answers);
  const markdown = [
    `# ${title}`,
    '',
    `> Whether it may go in the cabin and in checked bags, under each rule ${siteIdentity.name} holds, with the rule’s owner, source and the day it was checked. The security officer and your airline have the final say.`,
    '',
    `- Page: ${url}`,
    `- Markdown: ${mdUrl}`,
    `- Data: ${absoluteUrl(itemApiPath(item.slug))}`,
    `- Category: ${itemCategoryTitles[item.category]}`,
    `- Also called: ${item.aliases.join(', ')}`,
    ...(item.typicalGrams ? [`- Typical weight: ${item.typicalGrams} g`] : []),
    `- Rules checked: ${checkedOn}`,
    '',
    '## At a glance',
    '',
    '| Place | Cabin | Checked | Owner |',
    '|---|---|---|---|',
    ...answers.map((answer) => `| ${answerPlaceLabel(answer.scope, onArrivalOnly(answer.enforced))} | ${cell(answer.cabin)} | ${cell(answer.checked)} | ${answer.owner} |`),
    '',
    '## Each rule',
    '',
    ...answers.flatMap(ruleSection),
    ...(uncovered.length > 0
      ? ['## Not covered here', '', ...uncovered.map(({ place, ask }) => `- ${placeLabel(place)}: ask ${ask.url ? `[${ask.name}](${ask.url})` : ask.name}`), '']
      : []),
    '## Guides that discuss it',
    '',
    ...item.guides.map((slug) => `- [${catalogue.guideTitles[slug] ?? slug}](${absoluteUrl(markdownPath(slug))})`),
    '',
    '---',
    '',
    siteIdentity.guidanceNote,
    '',
    attributionLine(title, url),
    '',
  ].join('\n');
  const description = `Whether it goes in the cabin and in checked bags under each of ${answers.length} ${answers.length === 1 ? 'rule' : 'rules'}, with the rule’s owner and source.`;
  return { title, description, url, md_url: mdUrl, dateModified: checkedOn, markdown };
}

const documents = new Map<string, ItemDocument>();

/**
 * An item's Markdown mirror: every rule's verdict for each bag with its limits, the rule's owner,
 * source and checked day, the places no rule covers with who to ask, and the guides. Served at
 * /items/<slug>/index.md and by `get_page`, rendered once per item and process; undefined for a slug
 * the catalogue lacks.
 */
export function itemDocument(slug: string): ItemDocument | undefined {
  let document = documents.get(slug);
  if (document === undefined) {
    const item = itemBySlug(slug);
    if (!item) return undefined;
    document = toItemDocument(item);
    documents.set(slug, document);
  }
  return document;
}

/** The body of a 404 from an item's Markdown mirror: what was asked for, and where the items are listed. */
export function itemMarkdownNotFound(requestedSlug: string): string {
  const what = isEchoableSlug(requestedSlug) ? `No item has the slug \`${requestedSlug}\`.` : 'That address is not a valid item slug: slugs use lowercase letters, digits and hyphens.';
  return ['# Item not found', '', what, '', `Every item is listed at ${absoluteUrl(routePaths.itemsApi)}, and the MCP tool check_item finds one by what a traveler types.`, ''].join('\n');
}

const ITEM_PATH = /^items\/([a-z0-9-]+)$/;

/** The item a `get_page` reference names, by its address with or without the site and `index.md`: `/items/power-bank/`. */
export function referencedItem(reference: string): ItemDocument | undefined {
  const slug = ITEM_PATH.exec(referencedPath(reference))?.[1];
  return slug === undefined ? undefined : itemDocument(slug);
}
