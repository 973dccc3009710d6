import { canLeaveOut, distinctiveConcepts, isAsked, typedPhrase, uncoveredConcepts, type DistinctiveConcept } from './answer-coverage';
import { priceQuestion, type PriceQuestion } from './price-question';
import type { SearchIndex } from '../index/search-index';
import type { QueryReading } from '../query/read-query';
import type { Retrieval } from '../retrieval/retrieve';

/**
 * What the pages found cover of what a query asks: its distinctive concepts that some page covers
 * (`distinctive`), those no page covers (`missing`, left out of a partial answer) or has as typed
 * (`notAsTyped`), and its question of price, if it asks one.
 */
export type Coverage = { distinctive: DistinctiveConcept[]; missing: DistinctiveConcept[]; notAsTyped: DistinctiveConcept[]; price: PriceQuestion | null };

/** A query the library cannot answer, with the distinctive parts of it no page covers. */
export type Uncovered = { unmatched: string[] };

/**
 * Stage 3. The distinctive concepts of the query, weighted by rarity (answer-coverage.ts), against the
 * terms the pages found matched. A distinctive concept no page covers is left out when the query can
 * do without it ("got" in "my luggage got damaged"), and otherwise leaves the query unanswered: "ski
 * lessons for kids" is not answered by pages on ski gear and children. A price asked before the
 * question ("I booked the cheapest fare, what bag can I bring") is context, not the question of price.
 */
export function coverQuery(index: SearchIndex, { concepts }: QueryReading, retrieval: Retrieval): Coverage | Uncovered {
  const asked = distinctiveConcepts(concepts, index, retrieval.corrections);
  const missing = uncoveredConcepts(asked, retrieval.matchedTerms, index);
  const notAsTyped = uncoveredConcepts(asked, retrieval.matchedAsTyped, index);
  const firm = asked.filter((concept) => !concept.related && !notAsTyped.includes(concept));
  if (missing.length > 0 && !canLeaveOut(asked, missing, firm)) return { unmatched: missing.map(typedPhrase) };
  const distinctive = asked.filter((concept) => !missing.includes(concept));
  return { distinctive, missing, notAsTyped, price: priceQuestion(index, concepts.filter(isAsked), distinctive.filter(isAsked)) };
}
