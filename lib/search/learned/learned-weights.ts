import { toTerm, tokenize } from '../words/search-terms';

/** What search's learned models read of a query's words: their distinct terms (a stop word has none). */
export const wordTerms = (query: string) => [...new Set(tokenize(query).flatMap((word) => toTerm(word) ?? []))];

/**
 * Learned weights are shipped to three decimals: that moves no probability by more than a hundredth,
 * and the index carries a third less of them.
 */
export const shippedWeight = (weight: number) => Number(weight.toFixed(3));
