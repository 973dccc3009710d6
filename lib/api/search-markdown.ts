import type { BlockContent, ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { answerPlace } from './answer-place';
import type { SearchHit, SearchResponse } from './schemas';
import { readNote } from './pasted-search';
import { partialAnswerNote, readingNotes } from './search-response';
import { commonQuestions, startingPointGuides } from '@/lib/content/guide-extras';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, markdownPath, routePaths } from '@/lib/site/urls';

/**
 * The search page's Markdown mirror, /search/index.md (spec §1: every public HTML page has one). The
 * tree is written by remark-stringify, which escapes what a query could otherwise inject as Markdown
 * (a link, a heading) where the query is echoed.
 */

/**
 * Text on one line: a line break or control character a query brings (`%0A`, `%00`) would otherwise
 * turn the heading into a setext one or reach the client raw.
 */
const text = (value: string): PhrasingContent => ({ type: 'text', value: value.replace(/\p{Cc}+/gu, ' ') });
const link = (url: string, label: string): PhrasingContent => ({ type: 'link', url, children: [text(label)] });
const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });
const heading = (depth: 1 | 2, label: string): RootContent => ({ type: 'heading', depth, children: [text(label)] });
const listItem = (...children: BlockContent[]): ListItem => ({ type: 'listItem', spread: children.length > 1, children });
const list = (ordered: boolean, items: ListItem[]): BlockContent => ({ type: 'list', ordered, spread: items.some((item) => item.spread), children: items });

const markdown = unified().use(remarkStringify, { bullet: '-', rule: '-' }).freeze();
const toMarkdown = (children: RootContent[]) => markdown.stringify({ type: 'root', children } satisfies Root);

const searchUrl = (path: string, query: string) => `${absoluteUrl(path)}?${new URLSearchParams({ q: query })}`;

/** A link that shows its own address, for a reader who copies it into a client. */
const addressLink = (url: string) => link(url, url);

const footer: RootContent[] = [{ type: 'thematicBreak' }, paragraph(text(siteIdentity.guidanceNote))];

/** Where an answer is on its page and the pages it comes from, each with the day it was checked. */
function answerCredits(hit: SearchHit): BlockContent[] {
  const place = answerPlace(hit);
  const sources = hit.answer?.sources ?? [];
  return [
    ...(place ? [paragraph(text('From: '), link(hit.answer!.url, place))] : []),
    ...(sources.length > 0
      ? [paragraph(text('Source: '), ...sources.flatMap((source, index) => [...(index > 0 ? [text('; ')] : []), link(source.url, source.publisher ?? source.title), text(`, checked ${source.checked}`)]))]
      : []),
  ];
}

function hitItem(hit: SearchHit): ListItem {
  return listItem(
    paragraph(link(hit.md_url, hit.title)),
    paragraph(text(hit.answer?.text ?? hit.excerpt ?? hit.description)),
    ...(hit.answer ? answerCredits(hit) : hit.section ? [paragraph(text('Section: '), link(hit.section.url, hit.section.heading))] : []),
  );
}

/**
 * The same results as GET /api/search for `response.query`, as Markdown: hits link to their pages'
 * mirrors. For a question pasted too long to search whole (`pastedQuestion`), it says what was read.
 */
export function searchResultsMarkdown(response: SearchResponse, pastedQuestion?: string): string {
  const { query, results, ignoredWords, suggestion } = response;
  const addresses = paragraph(
    text('The same search as JSON: '),
    addressLink(searchUrl(routePaths.search, query)),
    text('; as a web page: '),
    addressLink(searchUrl(routePaths.searchPage, query)),
    text('.'),
  );
  const answer: RootContent[] =
    results.length > 0
      ? [
          ...(ignoredWords ? [paragraph(text(partialAnswerNote(ignoredWords)))] : []),
          ...readingNotes(response).map((note) => paragraph(text(note))),
          list(true, results.map(hitItem)),
        ]
      : [
          paragraph(text(suggestion?.message ?? `No Packwise guide matches “${query}”.`)),
          ...(suggestion?.queries ?? []).map((other) => paragraph(text('Search for '), link(searchUrl(routePaths.searchMarkdown, other), `“${other}”`))),
          paragraph(text('Every page, with its Markdown mirror: '), addressLink(absoluteUrl(routePaths.pagesIndex))),
        ];
  const title = pastedQuestion ? 'Search: your question' : `Search: “${query}”`;
  const read = pastedQuestion ? [paragraph(text(readNote(pastedQuestion, query)))] : [];
  return toMarkdown([heading(1, title), ...read, addresses, ...answer, ...footer]);
}

/** The mirror of the empty search page: how to search, and the questions and guides where most trips start. */
export function emptySearchMarkdown(): string {
  const guides = startingPointGuides();
  const example = (path: string) => addressLink(searchUrl(path, 'liquids'));
  return toMarkdown([
    heading(1, 'Search'),
    paragraph(text('Add your words as the q parameter: '), example(routePaths.searchMarkdown), text(' in Markdown, '), example(routePaths.search), text(' as JSON.')),
    heading(2, 'Common questions'),
    list(
      false,
      commonQuestions().map(({ slug, question }) => listItem(paragraph(link(absoluteUrl(markdownPath(slug)), question)))),
    ),
    heading(2, 'Where most trips start'),
    list(
      false,
      guides.map((guide) => listItem(paragraph(link(absoluteUrl(markdownPath(guide.slug)), guide.title), text(`: ${guide.description}`)))),
    ),
    ...footer,
  ]);
}
