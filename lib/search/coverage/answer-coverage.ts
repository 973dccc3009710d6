import { isCommonFrequency } from '../index/library-terms';
import type { SearchIndex } from '../index/search-index';
import type { Concept, ConceptKind } from '../query/query-concepts';
import type { PageMatch } from '../retrieval/page-evidence';

/**
 * A page is an answer when the distinctive parts of the query it matches carry at least this share
 * of their combined weight: "bed bugs in hotel rooms" is not answered by a page that mentions hotel
 * rooms. A word matched only as a prefix or with a typo counts for LOOSE_MATCH_SHARE of its weight.
 */
const MIN_COVERAGE = 0.5;
const LOOSE_MATCH_SHARE = 0.5;

/**
 * A query with more distinctive concepts than this is a long question with its backstory ("…for 3
 * days of client meetings and I have to present…"): its page must cover half the weight of this
 * many of its concepts (of average weight), not half of all, as Elasticsearch's
 * `minimum_should_match` asks a smaller share of a longer query.
 */
const LONG_QUERY_CONCEPTS = 5;

/** A word that stands for its WordNet relatives weighs this share of what the same word would. */
const RELATED_WORD_SHARE = 0.5;

/** A verb weighs this share of what a noun as rare would. */
const VERB_SHARE = 0.5;

/**
 * A part of the query that tells pages apart, weighted by how rare it is (inverse document frequency);
 * `related`, `kind`, `topic` and `context` as in query-concepts.ts.
 */
export type DistinctiveConcept = {
  words: string[];
  pages: readonly string[];
  terms: string[];
  allTerms: string[];
  weight: number;
  related: boolean;
  kind: ConceptKind;
  topic: boolean;
  context: boolean;
};

/** The weight of a phrase the vocabulary ties to guides: that of a word in about one page in eight. */
const NAMED_GUIDES_RARITY = Math.log(9);

/**
 * The concepts that narrow a search: those naming guides, and those with a word that is not common
 * ("ski" in "ski trip"). A number narrows nothing on its own, even one a page happens to print ("20000"
 * of "20000mah" in an example on the developers page): its unit does, or the phrase it is part of.
 * `corrections` gives, for a typed term matched only as a typo or prefix, in how many pages the word it
 * matched occurs.
 */
export function distinctiveConcepts(concepts: Concept[], index: SearchIndex, corrections: ReadonlyMap<string, number>): DistinctiveConcept[] {
  // A typo counts as the word it was corrected to: "lugage" is as common as "luggage".
  const frequency = (term: string) => corrections.get(term) ?? index.documentFrequency.get(term);
  const rarity = (term: string) => Math.log(1 + index.sections.size / (frequency(term) ?? 0.5));
  return concepts
    .filter((concept) => concept.kind !== 'number')
    .map((concept) => {
      // A vocabulary phrase is told apart by what it means ("cell phone" by "phone", not by "cell").
      const fromVocabulary = concept.means.length > 0 || concept.pages.length > 0;
      const isDistinctive = (term: string) => !isCommonFrequency(frequency(term) ?? 0, index);
      const terms = (fromVocabulary ? concept.means : concept.typed).filter(isDistinctive);
      // A phrase that names guides weighs at least as much as the rarest word of it the library uses
      // ("authorisation" of "electronic travel authorisation"): one rare word beside it cannot outweigh it.
      const namedWeights = concept.pages.length > 0 ? [NAMED_GUIDES_RARITY, ...concept.typed.filter((term) => frequency(term) !== undefined && isDistinctive(term)).map(rarity)] : [];
      // A WordNet relative is weaker evidence than the word itself, and a verb says what the traveler
      // does rather than what a guide is about ("dealing" is in other guides than the one on jet lag):
      // each decides less.
      const share = (concept.related ? RELATED_WORD_SHARE : 1) * (concept.partOfSpeech === 'verb' ? VERB_SHARE : 1);
      const weight = Math.max(0, ...namedWeights, ...terms.map(rarity)) * share;
      const { words, pages, related, kind, topic, context } = concept;
      return { words, pages, terms, allTerms: [...concept.typed, ...concept.means], weight, related, kind, topic, context };
    })
    .filter((concept) => concept.pages.length > 0 || concept.terms.length > 0);
}

const hasAny = (terms: readonly string[], found: ReadonlySet<string>) => terms.some((term) => found.has(term));

/**
 * How much of a concept a page matched: all of it when the page is a guide the concept names (a name
 * matches no other page), or has
 * one of its distinctive terms as typed; part when only loosely, or when it has one of the common
 * words of a phrase that names guides and has no distinctive word ("carry on size" in a guide to
 * choosing a carry-on).
 */
function matchShare(page: PageMatch, concept: DistinctiveConcept): number {
  if (concept.pages.includes(page.slug)) return 1;
  // A name is read whole: "real" and "id" apart are not REAL ID.
  if (concept.kind === 'name') return 0;
  if (hasAny(concept.terms, page.exactTerms)) return 1;
  if (hasAny(concept.terms, page.looseTerms)) return LOOSE_MATCH_SHARE;
  const namesGuidesOnly = concept.pages.length > 0 && concept.terms.length === 0;
  return namesGuidesOnly && hasAny(concept.allTerms, page.exactTerms) ? LOOSE_MATCH_SHARE : 0;
}

/** Whether a concept is part of the question, not of what the traveler said before asking (query-concepts.ts). */
export const isAsked = (concept: { context: boolean }) => !concept.context;

/**
 * Whether a page answers the distinctive parts of a query's question (always, when it has none, or
 * when it is a guide for a rule or programme the question names: "REAL ID deadline"). What
 * the traveler says before asking only ranks pages: "a new job in berlin" does not decide which guide
 * answers "which adapter do I need for my laptop".
 */
export function answersQuery(page: PageMatch, concepts: DistinctiveConcept[]): boolean {
  // One pass, with no list made: it is asked of every page a search considers.
  let total = 0;
  let covered = 0;
  for (const concept of concepts) {
    if (!isAsked(concept)) continue;
    if (concept.kind === 'name' && concept.pages.includes(page.slug)) return true;
    total += concept.weight;
    covered += concept.weight * matchShare(page, concept);
  }
  if (total === 0) return true;
  return covered / total >= MIN_COVERAGE * Math.min(1, LONG_QUERY_CONCEPTS / concepts.length);
}

/**
 * The distinctive concepts that no page matched in any way, given every query term some page
 * matched: the query asks about something the library lacks ("cheap flights").
 */
export function uncoveredConcepts(concepts: DistinctiveConcept[], matchedTerms: ReadonlySet<string>, index: SearchIndex): DistinctiveConcept[] {
  const matched = (concept: DistinctiveConcept) =>
    concept.pages.some((slug) => index.sections.has(slug)) || concept.terms.some((term) => matchedTerms.has(term));
  return concepts.filter((concept) => !matched(concept));
}

/** A concept as typed, as an empty or partial result names it. */
export const typedPhrase = (concept: { words: string[] }) => concept.words.join(' ');

/**
 * Whether a query can be answered without the concepts no page covers, as Elasticsearch's
 * `minimum_should_match` answers with part of a query. `firm` are the concepts some page has as
 * typed or as the vocabulary defines them, not only through a typo's correction or a WordNet
 * relative. The topic must be firm (the guides on ski gear and on children do not answer "ski
 * lessons for kids"), and the firm concepts at least as many as those left out of the question ("my
 * luggage got damaged" without "got", but not "xylophone quokka" on the strength of "quota"). What
 * the traveler said before asking is context, left out whenever no page covers it ("anniversary" in
 * "anniversary getaway, which shoes should I pack").
 */
export function canLeaveOut(concepts: DistinctiveConcept[], uncovered: DistinctiveConcept[], firm: DistinctiveConcept[]): boolean {
  const topicIsFirm = concepts.every((concept) => !concept.topic || firm.includes(concept));
  const asked = uncovered.filter(isAsked);
  return topicIsFirm && (asked.length === 0 || (firm.length > 0 && firm.length >= asked.length));
}
