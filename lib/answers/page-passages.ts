import { pageBySlug } from '@/lib/content/catalogue';
import { faqAnchor } from '@/lib/content/faq-anchor';
import { markdownSections, markdownToPlainText, SHORT_ANSWER_LABEL, type TableRow } from '@/lib/content/markdown';
import { asksHow } from '@/lib/search/query/asks-how';
import type { Concept } from '@/lib/search/query/query-concepts';
import { conceptsOf } from '@/lib/search/search-pages';
import { indexTermsOf } from '@/lib/search/words/search-terms';

/** A passage a hit can quote whole: its plain text and the index terms that say what it covers. */
export type Passage = { text: string; terms: ReadonlySet<string> };

/** A FAQ entry, with the anchor its page gives it, the terms of its question, its concepts as search reads a query, and whether it asks how. */
export type FaqPassage = Passage & { question: string; questionTerms: ReadonlySet<string>; questionConcepts: readonly Concept[]; asksHow: boolean; anchor: string };

/** A section's blocks (paragraphs, list items, table rows), a table row with the headers of its table. */
export type SectionPassages = { heading: string | null; anchor: string | null; headingTerms: ReadonlySet<string>; blocks: (Passage & { row?: TableRow })[] };

/**
 * A page's passages; `shortAnswer` is also the first block of the opening section. `subjectTerms` are
 * those of the title's subject, before any colon ("Jet lag and sleep" of "Jet lag and sleep: adjusting
 * to a new time zone"), which the whole guide is about.
 */
export type PagePassages = { titleTerms: ReadonlySet<string>; subjectTerms: ReadonlySet<string>; shortAnswer?: Passage; faq: FaqPassage[]; sections: SectionPassages[] };

/** "two liquids rules…" after its label reads "Two liquids rules…" on its own. */
const sentenceCase = (text: string) => text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());

const passage = (text: string): Passage => ({ text, terms: indexTermsOf(text) });

/** A table row as a sentence that says what each cell is: "Airline: Ryanair; Personal item: 40 × 30 × 20 cm". */
function rowText({ cells, headers }: TableRow): string {
  return cells
    .map((cell, column) => (cell && headers[column] ? `${headers[column]}: ${cell}` : cell))
    .filter(Boolean)
    .join('; ');
}

function preparePage(slugOfPage: string): PagePassages | undefined {
  const page = pageBySlug(slugOfPage);
  if (!page) return undefined;
  const sections = markdownSections(page.body).map(({ heading, id, text, rows, headerRows }) => ({
    heading,
    anchor: id,
    headingTerms: indexTermsOf(heading ?? ''),
    // A table's header row is no answer on its own: its words come with each row instead.
    blocks: text.split('\n').map((line, number) => {
      const row = rows.get(number);
      return row ? { ...passage(rowText(row)), row } : passage(headerRows.has(number) ? '' : line);
    }),
  }));
  // The short answer, without its label, stands in for the opening's first block, so quoting that block quotes it.
  const opening = sections[0]?.heading === null ? sections[0] : undefined;
  const shortAnswer = opening?.blocks[0] && SHORT_ANSWER_LABEL.test(opening.blocks[0].text) ? passage(sentenceCase(opening.blocks[0].text.replace(SHORT_ANSWER_LABEL, '').trim())) : undefined;
  if (opening && shortAnswer) opening.blocks[0] = shortAnswer;
  return {
    titleTerms: indexTermsOf(page.title),
    subjectTerms: indexTermsOf(page.title.split(':')[0]!),
    ...(shortAnswer && { shortAnswer }),
    faq: page.faq.map(({ question, answer }) => ({
      ...passage(markdownToPlainText(answer).replace(/\s*\n\s*/g, ' ')),
      question,
      questionTerms: indexTermsOf(question),
      // Alternatives are one thing asked about: "east or west" is named when either is.
      questionConcepts: conceptsOf(question.replace(/\bor\b/giu, ' ')),
      asksHow: asksHow(question),
      anchor: faqAnchor(question),
    })),
    sections,
  };
}

const prepared = new Map<string, PagePassages | undefined>();

/** A page's passages, prepared the first time a search quotes the page and kept for the process. */
export function pagePassages(slugOfPage: string): PagePassages | undefined {
  if (!prepared.has(slugOfPage)) prepared.set(slugOfPage, preparePage(slugOfPage));
  return prepared.get(slugOfPage);
}
