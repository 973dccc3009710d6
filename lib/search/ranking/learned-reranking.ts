import { byUrl, LIFTED_PAGE_STEP, type RankedEvidence, type Ranking } from './rank-answers';
import type { PriceQuestion } from '../coverage/price-question';
import type { SearchIndex } from '../index/search-index';
import { guideProbabilities } from '../learned/guide-classifier';
import { noEvidence } from '../retrieval/page-evidence';

/**
 * How much the guide classifier's probability for a page adds to its relevance as a share of the
 * first page's, and the probability from which a guide the engine missed is added. Chosen on the dev
 * sets, each learning from the other (BENCHMARKS.md).
 */
const LEARNED_GUIDE_WEIGHT = 2;
const SURE_GUIDE_PROBABILITY = 0.3;

/**
 * Stage 5. The pages found, ranked again with which guides the classifier reads the query as asking
 * about (learned/guide-classifier.ts): each page's relevance as a share of the first's, plus
 * LEARNED_GUIDE_WEIGHT times the guide's probability. Lifted pages keep their places at the top: the
 * vocabulary or the query's plain words chose them. A guide the classifier is sure of
 * (SURE_GUIDE_PROBABILITY) that the engine did not find joins the rest, with the query's terms
 * (`queryTerms`) to find its section, if it gives the price asked. A query the engine answers with
 * nothing is left empty: what the classifier reads it as is no answer.
 */
export function withLearnedGuides(
  index: SearchIndex,
  query: string,
  { found, liftedPages }: Ranking,
  { queryTerms, price }: { queryTerms: string[]; price: PriceQuestion | null },
): RankedEvidence[] {
  if (found.length === 0) return found;
  const probabilities = guideProbabilities(index.guides, query);
  const isLifted = ({ page }: RankedEvidence) => liftedPages.includes(page.slug);
  const rest = found.filter((entry) => !isLifted(entry));
  const first = rest[0]?.relevance ?? 1;
  const isFound = (slug: string) => found.some(({ page }) => page.slug === slug);
  const missed = [...probabilities]
    .filter(([slug, probability]) => probability >= SURE_GUIDE_PROBABILITY && !isFound(slug) && index.sections.has(slug) && (price?.isAnsweredBy(slug) ?? true))
    .map(([slug]) => ({ page: { ...noEvidence(slug), bodyTerms: queryTerms }, relevance: 0 }));
  const reranked = [...rest, ...missed]
    .map(({ page, relevance }) => ({ page, relevance: relevance / first + LEARNED_GUIDE_WEIGHT * (probabilities.get(page.slug) ?? 0) }))
    .sort((a, b) => b.relevance - a.relevance || byUrl(a.page.slug, b.page.slug));
  // Lifted pages stay above the rest, in their order, each LIFTED_PAGE_STEP above the next.
  const lifted = found.filter(isLifted);
  const top = reranked[0]?.relevance ?? 0;
  return [...lifted.map(({ page }, position) => ({ page, relevance: top + LIFTED_PAGE_STEP * (lifted.length - position) })), ...reranked];
}
