import type { SearchDocument } from './search-documents';
import type { LabelledQuery } from '../learned/labelled-queries';
import { tokenize } from '../words/search-terms';

/**
 * The guides' own questions, each labelled with its page: the title, the FAQ questions and the
 * section headings that are phrases, not one word. The learned parts of search (learned/scope-model.ts,
 * learned/guide-classifier.ts) learn from them beside travelers' queries: each is answerable by definition,
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
