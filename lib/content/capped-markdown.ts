import { markdownParts, type MarkdownPart } from './markdown';

/** The smallest cap a reader may set: every page's title, addresses, short answer, credit line and list of parts fit in it. */
export const MIN_CAPPED_CHARACTERS = 5000;

/** Where a Markdown document's closing lines (caveat and credit) begin: they are kept whatever the cap. */
const FOOTER_RULE = '\n---\n';

/** Parts are joined by a blank line. */
const JOIN = '\n\n';

/**
 * The list that ends a capped reply: each part left out, by the id that reads it alone, unless the
 * section it belongs to is left out with every part before it (that section's id reads them all).
 */
function leftOutNote(sections: readonly MarkdownPart[], kept: ReadonlySet<MarkdownPart>, maxCharacters: number, idOf: (part: MarkdownPart) => string | undefined): string {
  // Whether every part since the last h2, that h2 included, is left out.
  let leftOutSinceSection = false;
  const lines = sections.flatMap((part) => {
    const leftOut = !kept.has(part);
    const withinLeftOut = part.depth > 2 && leftOutSinceSection;
    leftOutSinceSection = leftOut && (part.depth <= 2 || leftOutSinceSection);
    if (!leftOut || withinLeftOut) return [];
    const id = idOf(part);
    return [id ? `- \`${id}\`: ${part.heading}` : `- ${part.heading}`];
  });
  return ['## Left out', '', `Cut to ${maxCharacters} characters. Read a part alone by its section id:`, '', ...lines].join('\n');
}

/**
 * A Markdown document within `maxCharacters`, cut at its h2 and h3 sections: its opening (title,
 * addresses, short answer) and closing lines always, then each section in order while it still fits,
 * and a list of those left out. `idOf` names the section id a reader can ask for each part by.
 */
export function cappedMarkdown(markdown: string, maxCharacters: number, idOf: (part: MarkdownPart) => string | undefined): string {
  if (markdown.length <= maxCharacters) return markdown;
  const footerAt = markdown.lastIndexOf(FOOTER_RULE);
  const content = footerAt === -1 ? markdown : markdown.slice(0, footerAt);
  const footer = footerAt === -1 ? '' : markdown.slice(footerAt);
  const [opening, ...sections] = markdownParts(content);
  const ids = new Map(sections.map((section) => [section, idOf(section)]));
  const noteFor = (kept: ReadonlySet<MarkdownPart>) => leftOutNote(sections, kept, maxCharacters, (part) => ids.get(part));
  const kept = new Set<MarkdownPart>();
  let keptLength = opening!.markdown.length + footer.length + JOIN.length + 1;
  for (const section of sections) {
    kept.add(section);
    // The list of what is left out shrinks as sections are kept: it is measured with each one.
    if (keptLength + section.markdown.length + JOIN.length + noteFor(kept).length <= maxCharacters) keptLength += section.markdown.length + JOIN.length;
    else kept.delete(section);
  }
  return `${[opening!, ...sections.filter((section) => kept.has(section))].map((part) => part.markdown).join(JOIN)}${JOIN}${noteFor(kept)}\n${footer}`;
}
