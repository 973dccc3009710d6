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
