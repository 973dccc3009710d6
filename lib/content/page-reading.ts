import type { CataloguePage } from './catalogue';
import { cappedMarkdown } from './capped-markdown';
import { pageSectionMarkdown, pageSections } from './page-sections';

/** What a reader asks of a page: one section of it (by id) and at most how many characters. */
export type PageReadingRequest = { section?: string; maxCharacters?: number };

export type PageReading = { ok: true; markdown: string } | { ok: false; message: string };

/** What a reader is told when a page has no section of that id: the ids it does have, FAQ entries apart. */
export function unknownSectionMessage(page: CataloguePage, section: string): string {
  const sections = pageSections(page).filter(({ id }) => !id.startsWith('faq-'));
  // Echoed only when it has an id's shape: anything else could be Markdown or a link, passed on as the page's words.
  const named = /^[a-z0-9-]{1,100}$/i.test(section) ? `“${section}”` : 'of that id';
  return `The page “${page.title}” has no section ${named}. Its sections: ${sections.map(({ id, heading }) => `${id} (${heading})`).join(', ')}; each FAQ entry is faq-<its question's id>, as search answers link them.`;
}

/**
 * A page as a reader asked for it: `whole` (its mirror), or one section of it, cut to
 * `maxCharacters` at section boundaries with a list of the sections left out, each by the id that
 * reads it alone.
 */
export function readPage(page: CataloguePage, whole: string, { section, maxCharacters }: PageReadingRequest): PageReading {
  const markdown = section === undefined ? whole : pageSectionMarkdown(page, section);
  if (markdown === undefined) return { ok: false, message: unknownSectionMessage(page, section!) };
  if (maxCharacters === undefined) return { ok: true, markdown };
  const sections = pageSections(page);
  return { ok: true, markdown: cappedMarkdown(markdown, maxCharacters, (part) => sections.find(({ heading }) => heading === part.heading)?.id) };
}
