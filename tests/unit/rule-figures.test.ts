import { describe, expect, it } from 'vitest';
import { allPages as pageDocuments, allRules } from 'contentlayer/generated';
import { allPages } from '@/lib/content/catalogue';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { renderMarkdownPage } from '@/lib/content/markdown';
import { buildRuleLibrary } from '@/lib/rules/rule-library';
import { typedRuleFigures } from '@/lib/rules/rule-figures';
import { toSearchDocument } from '@/lib/search/index/search-documents';

/**
 * Issue 35: a rule's figure is written once, in content/rules/, and every guide reads it through a
 * directive, so that two guides cannot state two figures for one rule.
 */
const rules = buildRuleLibrary(allRules);

describe('figures about a rule’s subject', () => {
  it.each(pageDocuments.map((document) => [document._raw.sourceFilePath, document] as const))('%s takes each one from the rules, or says why it stands alone', (_, document) => {
    const texts = [document.description, document.body.raw, ...document.faq.map((pair) => pair.answer)];
    expect(texts.flatMap((text) => typedRuleFigures(text, rules)).map(({ sentence, figures }) => `${figures.join(', ')} in “${sentence}”`)).toEqual([]);
  });
});

describe('rule directives', () => {
  const DIRECTIVE = /:(?:rule|figure)\[/;
  it.each(allPages().map((page) => [page.sourceFile, page] as const))('%s reaches every surface as text: page, mirror, FAQ and search', (_, page) => {
    for (const text of [renderMarkdownPage(page.body).html, markdownMirror(page), ...page.faq.map((pair) => pair.answer), JSON.stringify(toSearchDocument(page))]) {
      expect(text).not.toMatch(DIRECTIVE);
    }
  });
});
