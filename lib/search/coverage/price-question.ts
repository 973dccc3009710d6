import type { DistinctiveConcept } from './answer-coverage';
import type { SearchIndex } from '../index/search-index';
import type { Concept } from '../query/query-concepts';

/**
 * A query that asks what something costs: `concepts`, the span of the query's concepts that asks it
 * ("black friday luggage deals"), and whether a page gives that price. It does when each distinctive
 * concept besides the price (or, when there is none, each concept) shares a paragraph of the page
 * with a price (index/priced-terms.ts), or names the page and the page states prices at all
 * ("ryanair bag fee").
 */
export type PriceQuestion = { concepts: readonly Concept[]; isAnsweredBy: (slug: string) => boolean };

const asksPrice = (concept: { kind: Concept['kind'] }) => concept.kind === 'price';

/** The query's question of price; none when it asks no price, or only one ("fees"). */
export function priceQuestion(index: SearchIndex, concepts: readonly Concept[], distinctive: readonly DistinctiveConcept[]): PriceQuestion | null {
  const distinctiveSubjects = distinctive.filter((concept) => !asksPrice(concept));
  const subjects =
    distinctiveSubjects.length > 0
      ? distinctiveSubjects.map(({ words, allTerms, pages }) => ({ words, terms: allTerms, pages }))
      : concepts.filter((concept) => !asksPrice(concept)).map(({ words, typed, means, pages }) => ({ words, terms: [...typed, ...means], pages }));
  if (!concepts.some(asksPrice) || subjects.length === 0) return null;
  const asked = new Set([...subjects.map((subject) => subject.words), ...concepts.filter(asksPrice).map((concept) => concept.words)]);
  const positions = concepts.flatMap((concept, position) => (asked.has(concept.words) ? [position] : []));
  return {
    concepts: concepts.slice(Math.min(...positions), Math.max(...positions) + 1),
    isAnsweredBy: (slug) => {
      const priced = index.pricedTerms.get(slug);
      return priced !== undefined && subjects.every(({ terms, pages }) => (pages.includes(slug) && priced.size > 0) || terms.some((term) => priced.has(term)));
    },
  };
}
