import { FIGURE_DIRECTIVE, RULE_DIRECTIVE } from './rule-directives';
import type { RuleLibrary } from './rule-library';
import { markdownToPlainText } from '@/lib/content/markdown';

/**
 * Figures typed into a sentence about a rule's subject: the copies that drift apart. A sentence that
 * names a rule's subject (one of its `terms`) must take each number with a unit from a directive, or
 * say why the figure stands alone (`:figure[…]{why="…"}`).
 */

/** A number with a unit a rule could set. `in` counts only where it ends a figure (`22 × 14 × 9 in`), not in “2 in the cabin”. */
const TYPED_FIGURE = /(?<![\w.,])(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:[\s\u00a0-]?)(?:Wh|mAh|ml|mL|L|liters?|litres?|fl\.? ?oz|oz|ounces?|cm|inch(?:es)?|in(?=[\s\u00a0]*(?:[).,;:]|$))|kg|lbs?|pounds?|%)(?![\p{L}\d])/giu;

/** What stands in for a directive while the text is checked: it is no typed figure. */
const DIRECTIVE_PLACEHOLDER = '⟨figure⟩';

export type TypedFigure = { sentence: string; figures: string[]; terms: string[] };

function sentencesOf(markdown: string): string[] {
  const withoutDirectives = markdown.replace(RULE_DIRECTIVE, DIRECTIVE_PLACEHOLDER).replace(FIGURE_DIRECTIVE, DIRECTIVE_PLACEHOLDER);
  return markdownToPlainText(withoutDirectives)
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z“"(])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');
}

/** Every sentence of the text that names a rule's subject and types a figure instead of reading it from the rule. */
export function typedRuleFigures(markdown: string, rules: RuleLibrary): TypedFigure[] {
  const terms = [...new Set([...rules.values()].flatMap((rule) => rule.terms))].map((term) => ({ term, pattern: termPattern(term) }));
  return sentencesOf(markdown).flatMap((sentence) => {
    const named = terms.filter(({ pattern }) => pattern.test(sentence)).map(({ term }) => term);
    const figures = named.length > 0 ? (sentence.match(TYPED_FIGURE) ?? []) : [];
    return figures.length > 0 ? [{ sentence, figures, terms: named }] : [];
  });
}
