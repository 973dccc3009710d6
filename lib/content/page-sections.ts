import type { CataloguePage } from './catalogue';
import { faqAnchor } from './faq-anchor';
import { markdownParts, type MarkdownPart } from './markdown';
import { faqEntryMarkdown, mirrorBody, mirrorFooter, mirrorHead, sourceLine, sourcesSection } from './markdown-mirror';
import { sourcesCitedFor } from './sources';
import { indexTermsOf } from '@/lib/search/words/search-terms';
import { absoluteUrl, pagePath } from '@/lib/site/urls';

/** A part of a page a reader can ask for by its id: a section of the text, the FAQ or one of its entries, or a guide's sources. */
export type PageSection = { id: string; heading: string };

type SectionText = PageSection & {
  markdown: string;
  /** The `section`s its sources are cited for (content/guides: `backs`): its id and its subsections', or the FAQ's entries. */
  citedAs: readonly string[];
  /** The heading's terms, to find the FAQ entries that ask about the same thing. */
  terms: ReadonlySet<string>;
};

/** An h2 section with its h3 subsections, whose ids it answers for too. */
function withSubsections(parts: readonly MarkdownPart[], at: number): { markdown: string; ids: string[] } {
  const end = parts.findIndex((part, index) => index > at && part.depth <= parts[at]!.depth);
  const taken = parts.slice(at, end === -1 ? parts.length : end);
  return { markdown: taken.map((part) => part.markdown).join('\n\n'), ids: taken.flatMap((part) => (part.id ? [part.id] : [])) };
}

/** A page's parts, and its opening (a guide's short answer), which every part is read with. */
type PreparedPage = { opening: string | undefined; sections: SectionText[]; questionTerms: ReadonlySet<string>[] };

function preparePage(page: CataloguePage): PreparedPage {
  const parts = markdownParts(mirrorBody(page));
  const body = parts.flatMap((part, at) => {
    if (!part.id || !part.heading) return [];
    const { markdown, ids } = withSubsections(parts, at);
    return [{ id: part.id, heading: part.heading, markdown, citedAs: ids, terms: indexTermsOf(part.heading) }];
  });
  const faq = page.faq.map((entry) => {
    const id = faqAnchor(entry.question);
    return { id, heading: entry.question, markdown: faqEntryMarkdown(entry).join('\n').trim(), citedAs: [id], terms: new Set<string>() };
  });
  const allFaq =
    faq.length > 0
      ? [{ id: 'faq', heading: 'Frequently asked questions', markdown: ['## Frequently asked questions', '', ...faq.map((entry) => entry.markdown)].join('\n\n'), citedAs: faq.map((entry) => entry.id), terms: new Set<string>() }]
      : [];
  const sources = sourcesSection(page);
  const allSources = sources.length > 0 ? [{ id: 'sources', heading: 'Sources', markdown: sources.join('\n').trim(), citedAs: [], terms: new Set<string>() }] : [];
  return {
    opening: parts[0]?.id === null ? parts[0].markdown : undefined,
    sections: [...body, ...allFaq, ...faq, ...allSources],
    questionTerms: page.faq.map(({ question }) => indexTermsOf(question)),
  };
}

const prepared = new Map<string, PreparedPage>();
const preparedPage = (page: CataloguePage) => {
  if (!prepared.has(page.slug)) prepared.set(page.slug, preparePage(page));
  return prepared.get(page.slug)!;
};

/** Every part of a page a reader can ask for, in page order: its sections, the FAQ and its entries, and a guide's sources. */
export const pageSections = (page: CataloguePage): PageSection[] => preparedPage(page).sections.map(({ id, heading }) => ({ id, heading }));

/**
 * One part of a page as Markdown, for a reader who needs only that: the guide's title and short
 * answer, the part, the sources cited for it, the FAQ entries whose question names what its heading
 * names, and the guide's caveat and credit line. Undefined for an id the page lacks.
 */
export function pageSectionMarkdown(page: CataloguePage, id: string): string | undefined {
  const { opening, sections, questionTerms } = preparedPage(page);
  const section = sections.find((candidate) => candidate.id === id.toLowerCase());
  if (!section) return undefined;
  const url = `${absoluteUrl(pagePath(page.slug))}#${section.id}`;
  const title = `${page.title}: ${section.heading}`;
  const sources = sourcesCitedFor(page, section.citedAs);
  const related = page.faq.filter((_, index) => [...questionTerms[index]!].some((term) => section.terms.has(term)));
  return [
    ...mirrorHead(page, title, url),
    ...(opening ? [opening, ''] : []),
    section.markdown,
    '',
    ...(sources.length > 0 ? ['## Sources for this part', '', ...sources.map(sourceLine), ''] : []),
    ...(related.length > 0 ? ['## Related questions', '', ...related.flatMap(faqEntryMarkdown)] : []),
    ...mirrorFooter(page, title, url),
  ].join('\n');
}
