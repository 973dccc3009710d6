import { defineDocumentType, defineNestedType, makeSource } from 'contentlayer2/source-files';
import type { Processor } from 'unified';
import { guideCategoryIds } from './lib/content/categories';
import { buildContentLibrary } from './lib/content/content-library';
import { buildItemCatalogue } from './lib/items/item-catalogue';
import { itemCategories, verdicts } from './lib/items/item-schema';
import { writeItemCatalogue } from './lib/items/write-item-catalogue';
import { buildAirlines } from './lib/airlines/airline-catalogue';
import { writeAirlines } from './lib/airlines/write-airlines';
import { sourceKinds } from './lib/content/sources';
import { assertSourcePolicy } from './lib/content/source-policy';
import { assertRulePolicy, writePlaceDirectory } from './lib/rules/rule-checks';
import { enforcementPoints, limitUnits } from './lib/rules/rule-schema';
import { writeSearchIndex } from './lib/search/index/write-search-index';
import { writeChangeLog } from './lib/changes/write-change-log';

const FaqPair = defineNestedType(() => ({
  name: 'FaqPair',
  fields: {
    question: { type: 'string', required: true },
    answer: { type: 'string', required: true },
  },
}));

const SourceBacking = defineNestedType(() => ({
  name: 'SourceBacking',
  fields: {
    section: { type: 'string', required: true },
    quote: { type: 'string', required: true },
  },
}));

const SourceCopy = defineNestedType(() => ({
  name: 'SourceCopy',
  fields: {
    publisher: { type: 'string', required: true },
    url: { type: 'string', required: true },
  },
}));

/** What a guide's source and a rule's source both say of the page they cite. */
const citationFields = {
  title: { type: 'string', required: true },
  publisher: { type: 'string', required: true },
  url: { type: 'string', required: true },
  // A string, not Contentlayer's `date`, which would turn a calendar date into a UTC timestamp.
  checked: { type: 'string', required: true },
  kind: { type: 'enum', options: sourceKinds, required: true },
  readVia: { type: 'nested', of: SourceCopy, required: false },
} as const;

const Source = defineNestedType(() => ({
  name: 'Source',
  fields: { ...citationFields, backs: { type: 'list', of: SourceBacking, required: true } },
}));

const Limit = defineNestedType(() => ({
  name: 'Limit',
  fields: {
    name: { type: 'string', required: true },
    value: { type: 'number', required: true },
    unit: { type: 'enum', options: limitUnits, required: true },
    note: { type: 'string', required: false },
    above: { type: 'string', required: false },
  },
}));

const RuleSource = defineNestedType(() => ({
  name: 'RuleSource',
  fields: { ...citationFields, quotes: { type: 'list', of: { type: 'string' }, required: true } },
}));

const RuleVersion = defineNestedType(() => ({
  name: 'RuleVersion',
  fields: {
    reference: { type: 'string', required: true },
    headline: { type: 'string', required: true },
    says: { type: 'string', required: true },
    // Strings for the same reason as a source's `checked`.
    announced: { type: 'string', required: false },
    effectiveFrom: { type: 'string', required: false },
    effectiveUntil: { type: 'string', required: false },
    limits: { type: 'list', of: Limit, required: false },
    sources: { type: 'list', of: RuleSource, required: true },
    guides: { type: 'list', of: { type: 'string' }, required: false },
  },
}));

/** One rule of content/rules/, with each version its owner issued; lib/rules/rule-schema.ts adds the finer rules. */
const Rule = defineDocumentType(() => ({
  name: 'Rule',
  filePathPattern: 'rules/*.yaml',
  contentType: 'data',
  fields: {
    owner: { type: 'string', required: true },
    ownerShort: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    terms: { type: 'list', of: { type: 'string' }, required: true },
    scope: { type: 'string', required: true },
    enforced: { type: 'list', of: { type: 'enum', options: enforcementPoints }, required: false },
    itemNote: { type: 'string', required: false },
    versions: { type: 'list', of: RuleVersion, required: true },
  },
}));

const ItemCondition = defineNestedType(() => ({
  name: 'ItemCondition',
  fields: {
    limit: { type: 'string', required: true },
    over: { type: 'enum', options: verdicts, required: true },
  },
}));

const ItemVerdict = defineNestedType(() => ({
  name: 'ItemVerdict',
  fields: {
    rule: { type: 'string', required: true },
    cabin: { type: 'enum', options: verdicts, required: false },
    checked: { type: 'enum', options: verdicts, required: false },
    conditions: { type: 'list', of: ItemCondition, required: false },
    note: { type: 'string', required: false },
  },
}));

/** One item of the catalogue with its verdict under each rule that applies (lib/items/item-schema.ts). */
const Item = defineDocumentType(() => ({
  name: 'Item',
  filePathPattern: 'items/*.yaml',
  contentType: 'data',
  fields: {
    name: { type: 'string', required: true },
    aliases: { type: 'list', of: { type: 'string' }, required: true },
    category: { type: 'enum', options: itemCategories, required: true },
    typicalGrams: { type: 'number', required: false },
    guides: { type: 'list', of: { type: 'string' }, required: true },
    verdicts: { type: 'list', of: ItemVerdict, required: true },
  },
}));

/** One airline's baggage allowances; lib/airlines/airline-schema.ts holds every field to its shape. */
const Airline = defineDocumentType(() => ({
  name: 'Airline',
  filePathPattern: 'airlines/*.yaml',
  contentType: 'data',
  fields: {
    name: { type: 'string', required: true },
    iata: { type: 'string', required: true },
    aliases: { type: 'list', of: { type: 'string' }, required: false },
    region: { type: 'string', required: true },
    fares: { type: 'json', required: true },
    sources: { type: 'json', required: true },
    notes: { type: 'string', required: false },
  },
}));

/** Packwise fixing its own text (lib/changes/correction-schema.ts). */
const Correction = defineDocumentType(() => ({
  name: 'Correction',
  filePathPattern: 'corrections/*.yaml',
  contentType: 'data',
  fields: {
    date: { type: 'string', required: true },
    guide: { type: 'string', required: true },
    headline: { type: 'string', required: true },
    wrong: { type: 'string', required: true },
    now: { type: 'string', required: true },
  },
}));

/** Every page, guide or site page, is one Markdown file; lib/content/page-document.ts adds the finer rules. */
const Page = defineDocumentType(() => ({
  name: 'Page',
  filePathPattern: '{guides,site}/*.md',
  contentType: 'markdown',
  fields: {
    title: { type: 'string', required: true },
    description: { type: 'string', required: true },
    faq: { type: 'list', of: FaqPair, required: true },
    category: { type: 'enum', options: guideCategoryIds, required: false },
    order: { type: 'number', required: false },
    // A string for the same reason as `checked` above.
    reviewed: { type: 'string', required: false },
    sources: { type: 'list', of: Source, required: false },
    searchBody: { type: 'boolean', required: false },
  },
}));

/**
 * Contentlayer renders each page's Markdown to `body.html` unless told otherwise. Nothing reads it (pages
 * render their Markdown with lib/content/markdown.ts), yet it was half a megabyte of the generated data
 * that every serverless function ships, so this turns Contentlayer's rendering into an empty document.
 */
function skipContentlayerHtml(this: Processor) {
  this.parser = () => ({ type: 'root', children: [] });
  this.compiler = () => '';
}

export default makeSource({
  contentDirPath: 'content',
  // The pages' dates (lib/content/page-dates.ts), the lists the source policy reads (lib/content/source-policy.ts) and
  // search's vocabulary and labelled queries (lib/search/README.md), and where to ask about an item (lib/items/where-to-ask.ts).
  contentDirExclude: ['dates.json', 'official-publishers.json', 'never-cited-hosts.json', 'where-to-ask.json', 'search'],
  documentTypes: [Page, Rule, Correction, Item, Airline],
  markdown: (builder) => {
    builder.use(skipContentlayerHtml);
  },
  disableImportAliasWarning: true,
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  // Runs after every build, and after every change under `contentlayer2 dev`: it validates each page,
  // rule, correction and item and their sources (failing the build with the file and field at fault), and
  // prepares the search index, the change log, the item catalogue and the directory of the places the rules name.
  onSuccess: async (importData) => {
    const { allPages, allRules, allCorrections, allItems, allAirlines } = await importData();
    const { pages, rules, changes } = buildContentLibrary({ pages: allPages, rules: allRules, corrections: allCorrections });
    const items = buildItemCatalogue(allItems, rules, new Set(pages.filter((page) => page.kind === 'guide').map((page) => page.slug)));
    await writeItemCatalogue('.contentlayer', items, rules, pages);
    const airlines = buildAirlines(allAirlines, rules);
    await writeAirlines('.contentlayer', airlines);
    assertSourcePolicy(pages);
    assertRulePolicy(rules);
    await writePlaceDirectory('.contentlayer', rules);
    await writeChangeLog('.contentlayer', changes, pages);
    await writeSearchIndex('.contentlayer', pages, new Set(airlines.map((airline) => airline.iata)));
  },
});
