import type { DistinctiveConcept } from './answer-coverage';
import type { Concept } from './query-concepts';
import { blocksOf, type Sentence } from './excerpt';
import type { SearchDocument } from './search-documents';
import type { SearchIndex } from './search-index';
import { indexTermsOf, toTerm } from './search-terms';
import { paymentWords } from './traveler-vocabulary';

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

/**
 * A query that asks what something costs: `concepts`, the span of the query's concepts that asks it
 * ("black friday luggage deals"), and whether a page gives that price. It does when each distinctive
 * concept besides the price (or, when there is none, each concept) shares a paragraph of the page
 * with a price, or names the page and the page states prices at all ("ryanair bag fee").
 */
export type PriceQuestion = { concepts: readonly Concept[]; isAnsweredBy: (slug: string) => boolean };

/** The query's question of price; none when it asks no price, or only one ("fees"). */
export function priceQuestion(index: SearchIndex, concepts: readonly Concept[], distinctive: readonly DistinctiveConcept[]): PriceQuestion | null {
  const distinctiveSubjects = distinctive.filter((concept) => !concept.price);
  const subjects =
    distinctiveSubjects.length > 0
      ? distinctiveSubjects.map(({ words, allTerms, pages }) => ({ words, terms: allTerms, pages }))
      : concepts.filter((concept) => !concept.price).map(({ words, typed, means, pages }) => ({ words, terms: [...typed, ...means], pages }));
  if (!concepts.some((concept) => concept.price) || subjects.length === 0) return null;
  const asked = new Set([...subjects.map((subject) => subject.words), ...concepts.filter((concept) => concept.price).map((concept) => concept.words)]);
  const positions = concepts.flatMap((concept, position) => (asked.has(concept.words) ? [position] : []));
  return {
    concepts: concepts.slice(Math.min(...positions), Math.max(...positions) + 1),
    isAnsweredBy: (slug) => {
      const priced = index.pricedTerms.get(slug);
      return priced !== undefined && subjects.every(({ terms, pages }) => (pages.includes(slug) && priced.size > 0) || terms.some((term) => priced.has(term)));
    },
  };
}
