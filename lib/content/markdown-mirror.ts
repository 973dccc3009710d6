import { guidesByCategory, type CataloguePage } from './catalogue';
import { rewriteMarkdownLinks } from './markdown';
import { toMirrorLink } from './page-links';
import { sourceKindLabel, sourcesInCitationOrder, type Source } from './sources';
import { attributionLine, siteIdentity } from '@/lib/site/site-identity';
import { guideItemMentions } from '@/lib/items/item-mentions';
import { absoluteUrl, itemMarkdownPath, markdownPath, pagePath, routePaths, isEchoableSlug } from '@/lib/site/urls';

function guideDirectory(): string {
  return guidesByCategory()
    .map(({ title, guides }) => {
      const items = guides.map((guide) => `- [${guide.title}](${absoluteUrl(markdownPath(guide.slug))}): ${guide.description}`);
      return [`### ${title}`, '', ...items].join('\n');
    })
    .join('\n\n');
}

/** A FAQ entry as the mirror gives it: its question as a heading, then its answer. */
export const faqEntryMarkdown = ({ question, answer }: CataloguePage['faq'][number]) => [`### ${question}`, '', rewriteMarkdownLinks(answer, toMirrorLink), ''];

function faqSection(page: CataloguePage): string[] {
  if (page.faq.length === 0) return [];
  return ['## Frequently asked questions', '', ...page.faq.flatMap(faqEntryMarkdown)];
}

/** A source as every mirror lists it: title, publisher, kind, where it was read, and the day it was checked. */
export function sourceLine(source: Source): string {
  const readVia = source.readVia ? `, read via [${source.readVia.publisher}](${source.readVia.url})` : '';
  return `- [${source.title}](${source.url}), ${source.publisher} (${sourceKindLabel[source.kind]}${readVia}, checked ${source.checked})`;
}

/** A guide's sources, most authoritative first, with the day its rules were checked against them. */
export function sourcesSection(page: CataloguePage): string[] {
  if (!page.reviewed) return [];
  return ['## Sources', '', `Rules checked on ${page.reviewed} against these pages.`, '', ...sourcesInCitationOrder(page).map(sourceLine), ''];
}

/** A mirror's title, summary and addresses; `url` is the page's, or one of its sections'. */
export function mirrorHead(page: CataloguePage, title: string, url: string): string[] {
  return [
    `# ${title}`,
    '',
    `> ${page.description}`,
    '',
    `- Page: ${url}`,
    `- Markdown: ${absoluteUrl(markdownPath(page.slug))}`,
    `- Updated: ${page.dateModified}`,
    ...(page.reviewed ? [`- Rules checked: ${page.reviewed}`] : []),
    `- Publisher: ${siteIdentity.publisher}`,
    '',
  ];
}

/** A mirror's last lines: a guide's caveat and how to credit what is quoted from `url`. */
export function mirrorFooter(page: CataloguePage, title: string, url: string): string[] {
  return ['---', '', ...(page.kind === 'guide' ? [siteIdentity.guidanceNote, ''] : []), attributionLine(title, url), ''];
}

/** A page's body as the mirror gives it: links to other pages' mirrors, the first mention of each catalogue item linked. */
export const mirrorBody = (page: CataloguePage) => rewriteMarkdownLinks(page.body, toMirrorLink, guideItemMentions(page.slug, itemMarkdownPath));

function toMarkdownMirror(page: CataloguePage): string {
  const url = absoluteUrl(pagePath(page.slug));
  const lines = [
    ...mirrorHead(page, page.title, url),
    mirrorBody(page),
    '',
    ...(page.kind === 'home' ? ['## Guides', '', guideDirectory(), ''] : []),
    ...faqSection(page),
    ...sourcesSection(page),
    ...mirrorFooter(page, page.title, url),
  ];
  return lines.join('\n');
}

const mirrors = new Map<string, string>();

/**
 * The Markdown mirror of a page (spec §4.3–4.4): title, summary, where it lives, the body,
 * the FAQ, a guide's sources and an attribution line. The same text is served at `<page>/index.md`, by the MCP
 * `get_page` tool and resources, and in llms-full.txt, so they can never differ; it is rendered
 * once per page and process.
 */
export function markdownMirror(page: CataloguePage): string {
  let mirror = mirrors.get(page.slug);
  if (mirror === undefined) {
    mirror = toMarkdownMirror(page);
    mirrors.set(page.slug, mirror);
  }
  return mirror;
}

/** The body of a 404 from the Markdown mirror: says what was asked for and where the real pages are listed. */
export function markdownNotFound(requestedSlug: string): string {
  const what = isEchoableSlug(requestedSlug)
    ? `No page has the slug \`${requestedSlug}\`.`
    : 'That address is not a valid page slug: slugs use lowercase letters, digits and hyphens.';
  return [
    '# Page not found',
    '',
    what,
    '',
    `Every page and its Markdown mirror are listed in the page index: ${absoluteUrl(routePaths.pagesIndex)}`,
    '',
    `To find a page by topic, search: ${absoluteUrl(routePaths.search)}?q=liquids`,
    '',
  ].join('\n');
}
