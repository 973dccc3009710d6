import type { IFuseOptions } from 'fuse.js';
import type { CataloguePage } from '@/lib/content/page-document';

/** What the search engine sees of a page: the fields spec §4.2 names (title, URL, description, FAQ). */
export type SearchDocument = {
  slug: string;
  title: string;
  pathWords: string;
  description: string;
  questions: string[];
  answers: string[];
};

export function toSearchDocument(page: CataloguePage): SearchDocument {
  return {
    slug: page.slug,
    title: page.title,
    pathWords: page.slug.replaceAll('-', ' '),
    description: page.description,
    questions: page.faq.map((pair) => pair.question),
    answers: page.faq.map((pair) => pair.answer),
  };
}

/** Shared by the build-time index and the runtime searcher, which must agree on keys. */
export const fuseOptions: IFuseOptions<SearchDocument> = {
  keys: [
    { name: 'title', weight: 4 },
    { name: 'pathWords', weight: 2 },
    { name: 'description', weight: 2 },
    { name: 'questions', weight: 1.5 },
    { name: 'answers', weight: 0.5 },
  ],
  // Token mode scores each query word on its own; plain mode treats "liquids carry on" as one pattern.
  useTokenSearch: true,
  // Without this only the first few dozen characters of a field count.
  ignoreLocation: true,
  includeScore: true,
  threshold: 0.35,
};
