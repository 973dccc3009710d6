import { defineDocumentType, defineNestedType, makeSource } from 'contentlayer2/source-files';
import type { Processor } from 'unified';
import { guideCategoryIds } from './lib/content/categories';
import { sourceKinds } from './lib/content/sources';
import { toPageContent } from './lib/content/page-document';
import { assertSourcePolicy } from './lib/content/source-policy';
import { writeSearchIndex } from './lib/search/write-search-index';

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

const Source = defineNestedType(() => ({
  name: 'Source',
  fields: {
    title: { type: 'string', required: true },
    publisher: { type: 'string', required: true },
    url: { type: 'string', required: true },
    // A string, not Contentlayer's `date`, which would turn a calendar date into a UTC timestamp.
    checked: { type: 'string', required: true },
    kind: { type: 'enum', options: sourceKinds, required: true },
    backs: { type: 'list', of: SourceBacking, required: true },
    readVia: { type: 'nested', of: SourceCopy, required: false },
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
  // The pages' dates (lib/content/page-dates.ts) and the lists the source policy reads (lib/content/source-policy.ts).
  contentDirExclude: ['dates.json', 'official-publishers.json', 'never-cited-hosts.json'],
  documentTypes: [Page],
  markdown: (builder) => {
    builder.use(skipContentlayerHtml);
  },
  disableImportAliasWarning: true,
  onUnknownDocuments: 'fail',
  onMissingOrIncompatibleData: 'fail',
  onExtraFieldData: 'fail',
  // Runs after every build, and after every change under `contentlayer2 dev`: it validates each page
  // and its sources (failing the build with the file and field at fault) and prepares the search index.
  onSuccess: async (importData) => {
    const { allPages } = await importData();
    const pages = allPages.map(toPageContent);
    assertSourcePolicy(pages);
    await writeSearchIndex('.contentlayer', pages);
  },
});
