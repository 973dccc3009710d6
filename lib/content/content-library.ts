import { toPageContent, ContentError, type PageContent, type PageDocument } from './page-document';
import type { Source } from './sources';
import { changeEntries, type ChangeEntry } from '@/lib/changes/change-entries';
import { CHANGES_MARKER, changesMarkdown, changesPageSources } from '@/lib/changes/changes-page';
import { correctionFileSchema, type Correction } from '@/lib/changes/correction-schema';
import { resolveRuleDirectives, statedVersionsIn } from '@/lib/rules/rule-directives';
import { ruleBackedSources } from '@/lib/rules/rule-backed-sources';
import { faqAnchor } from './faq-anchor';
import { buildRuleLibrary, type RuleDocument, type RuleLibrary } from '@/lib/rules/rule-library';

/** What Contentlayer generates from content/: pages, rules and corrections. */
export type ContentDocuments = {
  pages: readonly PageDocument[];
  rules: readonly RuleDocument[];
  corrections: readonly RuleDocument[];
};

/** Every page with its rule figures filled in, the rules library, and the list of changes they make. */
export type ContentLibrary = { pages: PageContent[]; rules: RuleLibrary; changes: ChangeEntry[] };

function toCorrection(document: RuleDocument): Correction {
  const sourceFile = `content/${document._raw.sourceFilePath}`;
  const { _raw, _id, type, ...fields } = document;
  const result = correctionFileSchema.safeParse(fields);
  if (!result.success) throw new ContentError(`${sourceFile}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return { ...result.data, id: document._raw.sourceFileName.replace(/\.ya?ml$/, ''), sourceFile };
}

/** One entry per address: a page citing a rule's source for its text too lists it once, backing both. */
function mergeSources(own: readonly Source[], fromRules: readonly Source[]): Source[] {
  const byUrl = new Map<string, Source>();
  for (const source of [...own, ...fromRules]) {
    const cited = byUrl.get(source.url);
    byUrl.set(source.url, cited ? { ...cited, backs: [...cited.backs, ...source.backs] } : source);
  }
  return [...byUrl.values()];
}

/**
 * The sources of the rules each FAQ answer states a figure of, backing that entry: an answer that
 * gives the TSA's 3.4 oz cites the TSA's page, as the rule does, without the guide citing it again.
 */
const faqRuleSources = (page: PageContent, rules: RuleLibrary): Source[] =>
  ruleBackedSources(page.faq.flatMap(({ question, answer }) => statedVersionsIn(answer, rules).map(({ sources }) => ({ section: faqAnchor(question), sources }))));

/** A page's text with its rule figures filled in and, on the What changed page, its list of changes. */
function withRuleData(page: PageContent, rules: RuleLibrary, changes: readonly ChangeEntry[], guideTitle: (slug: string) => string): PageContent {
  const resolve = (markdown: string) => resolveRuleDirectives(markdown, rules, page.sourceFile);
  const listsChanges = page.body.split('\n').some((line) => line.trim() === CHANGES_MARKER);
  const body = listsChanges ? page.body.replace(CHANGES_MARKER, changesMarkdown(changes, guideTitle)) : page.body;
  return {
    ...page,
    description: resolve(page.description),
    body: resolve(body),
    faq: page.faq.map(({ question, answer }) => ({ question, answer: resolve(answer) })),
    sources: mergeSources(page.sources, [...faqRuleSources(page, rules), ...(listsChanges ? changesPageSources(changes) : [])]),
  };
}

export function buildContentLibrary(documents: ContentDocuments): ContentLibrary {
  const rules = buildRuleLibrary(documents.rules);
  const corrections = documents.corrections.map(toCorrection);
  const titles = new Map(documents.pages.map((document) => [document._raw.sourceFileName.replace(/\.md$/, ''), document.title]));
  const guideTitle = (slug: string) => {
    const title = titles.get(slug);
    if (!title) throw new ContentError(`content/rules or content/corrections: “${slug}” names no guide`);
    return title;
  };
  const changes = changeEntries(rules, corrections);
  const pages = documents.pages.map(toPageContent).map((page) => withRuleData(page, rules, changes, guideTitle));
  return { pages, rules, changes };
}
