import type { CallToolResult } from '@modelcontextprotocol/server';
import type { CheckBagOutput } from '@/lib/airlines/check-bag-schema';
import type { SearchAnswers, SearchResponse } from '@/lib/api/schemas';
import type { ChangeList } from '@/lib/changes/change-schema';
import type { CheckItemResult } from '@/lib/items/check-item-schema';
import { suggestedPages } from '@/lib/search/page-suggestions';
import { siteIdentity } from '@/lib/site/site-identity';

type TextBlock = { type: 'text'; text: string };
const textBlock = (text: string): TextBlock => ({ type: 'text', text });

/**
 * A structured result: the structured content, its text for clients that read only `content`, and a
 * short second block saying what to cite. The second block is not decoration: LangChain's MCP
 * adapters (1.1) hand a model a result of exactly one text block plus `structuredContent` as one
 * escaped JSON string holding both (a 12,501-character page reached the model as 25,572), and pass
 * two text blocks on as they are. The other clients read the text blocks or the structured content.
 */
function structuredResult(structuredContent: Record<string, unknown>, text: string, citation: string): CallToolResult {
  return { structuredContent, content: [textBlock(text), textBlock(citation)] };
}

/**
 * search_answers: MCP tools §Structured Content asks for the serialized JSON as text too. A model pays
 * for every character, so only the first hits carry a passage, their whole `answer`, and the rest their
 * title, url and description to read on with get_page; no hit repeats what its url or answer says
 * (SearchAnswersSchema). GET /api/search keeps every field, as its clients since 1.0.0 read them.
 */
export function searchResult(response: SearchResponse): CallToolResult {
  const reply: SearchAnswers = { ...response, results: response.results.map(({ excerpt: _, section: __, md_url: ___, ...hit }) => hit) };
  return structuredResult(
    reply,
    JSON.stringify(reply),
    `Results from ${siteIdentity.name} guides and items: cite each guide or item you use by its url (or its answer's url) and credit ${siteIdentity.publisher}.`,
  );
}

/** list_pages */
export function pageListResult(list: { count: number; pages: { url: string }[] }): CallToolResult {
  return structuredResult(
    list,
    JSON.stringify(list),
    `The ${list.count} ${siteIdentity.name} pages: read one with get_page, and cite a page you use by its url, crediting ${siteIdentity.publisher}.`,
  );
}

/** list_changes */
export function changeListResult(list: ChangeList): CallToolResult {
  return structuredResult(
    list,
    JSON.stringify(list),
    `${list.count} of ${list.total} changes from ${siteIdentity.name}'s What changed page${list.count < list.total ? ' (the newest: narrow with since, scope or kind, or raise limit, for the others)' : ''}: cite a rule by its owner's source (rule.sources) and the change by its url, crediting ${siteIdentity.publisher}.`,
  );
}

/** check_item */
export function checkItemResult(result: CheckItemResult): CallToolResult {
  return structuredResult(
    result,
    JSON.stringify(result),
    `Verdicts from ${siteIdentity.name}'s item catalogue, read from each rule's owner: cite rules[].source.url, credit ${siteIdentity.publisher}, and say it is general guidance, not airline policy.`,
  );
}

/** check_bag */
export function checkBagResult(result: CheckBagOutput): CallToolResult {
  return structuredResult(
    result,
    JSON.stringify(result),
    `Allowances from ${siteIdentity.name}'s airline data, from the pages listed in each airline's sources (kind official is the airline's own): cite those pages, credit ${siteIdentity.publisher}, and say the airline has the final say.`,
  );
}

/** A tool called with arguments its schema allows but that mean nothing, such as a date that is no date: what to send instead. */
export function invalidArguments(message: string): CallToolResult {
  return { isError: true, content: [textBlock(message)] };
}

/**
 * get_page: the page as a model reads it. MCP tools §Structured Content asks for the serialized JSON
 * as text "for backwards compatibility"; the Markdown serves that purpose better: it states every
 * field of the JSON (title, page and Markdown URLs, date) without escaping the page into a string.
 * `structuredContent` keeps `markdown` because some clients (Claude Code, Genkit) hand the model that
 * object instead of `content`.
 */
export function pageResult(page: { title: string; url: string; markdown: string }): CallToolResult {
  return structuredResult(page, page.markdown, `Cite this page as "${page.title}" by ${siteIdentity.publisher}, ${page.url}`);
}

/** get_page for a reference that names no page: what it most plausibly meant, and how to find the rest. */
export function pageNotFound(reference: string): CallToolResult {
  const shown = reference.trim().slice(0, 120);
  const suggestions = suggestedPages(reference).map(({ slug }) => slug);
  const closest = suggestions.length > 0 ? ` Pages it may mean: ${suggestions.join(', ')}.` : '';
  return {
    isError: true,
    content: [
      textBlock(`No Packwise page matches "${shown}".${closest} Use search_answers to find a page by topic, or list_pages to see every page.`),
    ],
  };
}
