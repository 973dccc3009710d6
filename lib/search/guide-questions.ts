import type { SearchDocument } from './search-documents';
import { tokenize } from './search-terms';

/** A query labelled with the pages that answer it, best first; none when no page does. */
export type LabelledQuery = { query: string; expected: readonly string[] };

/**
 * The guides' own questions, each labelled with its page: the title, the FAQ questions and the
 * section headings that are phrases, not one word. The learned parts of search (scope-model.ts,
 * guide-classifier.ts) learn from them beside travelers' queries: each is answerable by definition,
 * and together they are each guide's words for what it answers ("Which shoes are best for a city
 * break?" teaches that "best" also asks about packing).
 */
export function guideQuestions(documents: readonly SearchDocument[]): LabelledQuery[] {
  const seen = new Set<string>();
  const labelled: LabelledQuery[] = [];
  for (const page of documents) {
    const headings = page.sections.flatMap((section) => section.heading ?? []).filter((heading) => tokenize(heading).length > 1);
    // Pages built from one template ask the same questions: each is learned once, for its first page.
    for (const query of [page.title, ...page.questions, ...headings]) {
      if (!seen.has(query)) labelled.push({ query, expected: [page.slug] });
      seen.add(query);
    }
  }
  return labelled;
}
