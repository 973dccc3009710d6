import { markdownSections } from '@/lib/content/markdown';
import type { PageContent } from '@/lib/content/page-document';

/** A part of a page's text: its heading and anchor (none for the text before the first heading). */
export type SearchSection = { heading: string | null; anchor: string | null; text: string };

/**
 * What the search engine sees of a page: the fields spec §4.2 names (title, URL, description, FAQ)
 * and, below them, the guide's text by section (only the headings of a page whose text search does
 * not read: page-document.ts).
 */
export type SearchDocument = {
  slug: string;
  title: string;
  pathWords: string;
  description: string;
  questions: string[];
  answers: string[];
  sections: SearchSection[];
};

export function toSearchDocument(page: PageContent): SearchDocument {
  return {
    slug: page.slug,
    title: page.title,
    pathWords: page.slug.replaceAll('-', ' '),
    description: page.description,
    questions: page.faq.map((pair) => pair.question),
    answers: page.faq.map((pair) => pair.answer),
    sections: markdownSections(page.body).map(({ heading, id, text }) => ({ heading, anchor: id, text: page.searchBody ? text : '' })),
  };
}
