import type { SearchDocument } from './search-documents';
import { indexTermsOf, toTerm } from '../words/search-terms';
import { blocksOf, type Sentence } from '../words/sentences';
import { paymentWords } from '../words/traveler-vocabulary';

/** An amount in a currency, as the guides write one: "$45", "NZ$400", "€20", "£16", "40 USD". */
const AMOUNT = /[$£€¥]\s?\d|\d\s?(?:usd|eur|gbp|aud|cad|nzd|euros?|dollars?)\b/i;

const PRICE_TERMS = new Set(paymentWords.map(toTerm).filter((term): term is string => term !== null));

/** Whether a text, with its index terms, states a price: an amount, or a word of paying. */
export const statesPrice = ({ text, terms }: Pick<Sentence, 'text' | 'terms'>) => AMOUNT.test(text) || [...terms].some((term) => PRICE_TERMS.has(term));

/**
 * The terms a page's text uses in a paragraph that states a price, with its section's heading: what
 * the page gives a price for. Found when the index is built, so a question of price costs a lookup
 * per page.
 */
export function pricedTerms(page: SearchDocument): string[] {
  const paragraphs = page.sections.flatMap((section) => blocksOf(section.text).map((block) => `${section.heading ?? ''}\n${block}`));
  const faq = page.questions.map((question, number) => `${question}\n${page.answers[number]}`);
  const terms = [page.description, ...faq, ...paragraphs]
    .map((text) => ({ text, terms: indexTermsOf(text) }))
    .filter(statesPrice)
    .flatMap((paragraph) => [...paragraph.terms]);
  return [...new Set(terms)].filter((term) => !PRICE_TERMS.has(term));
}
