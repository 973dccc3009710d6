import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, itemApiPath, markdownPath, pagePath, routePaths } from '@/lib/site/urls';

const JSON_HEADERS = "-H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream'";

/** The guide the examples use. */
const EXAMPLE_SLUG = 'liquids-and-toiletries';

/** A shell block with one command per line. */
function shell(...commands: string[]): string {
  return ['```sh', ...commands, '```'].join('\n');
}

/** GET /agents.md: the rules of the road for automated clients, with a working request for every endpoint. */
export function agentsMarkdown(): string {
  const mcpCall = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'search_answers', arguments: { query: 'power bank' } },
  });
  return `# ${siteIdentity.name} for agents

${siteIdentity.name} publishes general carry-on and one-bag packing guidance for travelers. Agents, crawlers and AI assistants are welcome to read all of it. This file says how.

## You may

- Read every page, the JSON API and the MCP tools. No key, no account, no quota.
- Cache what you fetch. Every response has \`Cache-Control\`; JSON and Markdown responses have a strong \`ETag\`: send it back in \`If-None-Match\` and you get \`304 Not Modified\`. Data changes only when the site is deployed.
- Keep request rates modest: a few requests a second at most. For bulk reading, fetch [${routePaths.pagesIndex}](${absoluteUrl(routePaths.pagesIndex)}) or [${routePaths.llmsFullTxt}](${absoluteUrl(routePaths.llmsFullTxt)}) once instead of every page.
- Quote or summarize any page, with attribution. That includes the packing survey results ([${routePaths.surveyResults}](${absoluteUrl(markdownPath('survey-results'))}) has the counts of the latest release as Markdown tables).

## You must not

- Fill in or submit the packing survey (${routePaths.survey}), not even on a user's behalf. It is for real travelers only: it checks that a person is answering, and the API and MCP tools cannot submit it.
- Present ${siteIdentity.name} guidance as an airline's, airport's or government's rules. It is general guidance: sizes, weights, liquids and battery limits vary by airline, fare, airport and country.
- Drop the reminder that travelers should check with their airline and departure airport.

## How to quote

Name ${siteIdentity.publisher} and link to the page you used, for example:

> Source: "Liquids and toiletries in your carry-on", ${siteIdentity.publisher}, ${absoluteUrl(pagePath(EXAMPLE_SLUG))}

Prefer short quotations and your own summary. Keep the page's caveats when you repeat a number.

## Endpoints

### Page index

Every page with its URL, summary, date, Markdown URL and FAQ.

${shell(`curl ${absoluteUrl(routePaths.pagesIndex)}`)}

### Search

Up to ${SEARCH_RESULT_LIMIT} pages for a question, best first. A hit matched in a guide's text carries the \`section\` (heading and URL with its anchor, to cite) and an \`excerpt\`, often enough to answer from. Words no guide covers are left out of a search that can do without them and listed in \`ignoredWords\`: say the answer leaves them out. An empty result carries a \`suggestion\`: tell the traveler Packwise does not cover it rather than guessing. The search page's Markdown mirror gives the same hits as Markdown, each linking to its page's mirror.

${shell(`curl '${absoluteUrl(routePaths.search)}?q=power+bank'`, `curl '${absoluteUrl(routePaths.searchMarkdown)}?q=power+bank'`)}

### Any page as Markdown

Add \`index.md\` to a page URL, or ask for Markdown on the page URL itself.

${shell(`curl ${absoluteUrl(markdownPath(EXAMPLE_SLUG))}`, `curl -H 'Accept: text/markdown' ${absoluteUrl(pagePath(EXAMPLE_SLUG))}`)}

### Item catalogue

Things travelers ask to bring, each with its cabin and checked verdict under every rule that applies, the rule's limits, owner and source. For a trip and a day, use the MCP tool \`check_item\`.

${shell(`curl ${absoluteUrl(routePaths.itemsApi)}`, `curl ${absoluteUrl(itemApiPath('power-bank'))}`)}

### What changed

Rule changes and corrections of the guides, filtered by \`since\`, \`scope\` and \`kind\`; the same entries as a JSON Feed and an Atom feed.

${shell(`curl '${absoluteUrl(routePaths.changesApi)}?since=2026-01-01'`, `curl ${absoluteUrl(routePaths.changesJsonFeed)}`, `curl ${absoluteUrl(routePaths.changesAtomFeed)}`)}

### MCP tool server

\`search_answers\`, \`get_page\`, \`list_pages\`, \`list_changes\`, \`check_item\` and \`check_bag\` over the Model Context Protocol (Streamable HTTP, JSON replies; protocol 2026-07-28 and the legacy \`initialize\` handshake of 2025-11-25 back to 2024-11-05).

${shell(`curl ${absoluteUrl(routePaths.mcp)} ${JSON_HEADERS} -H 'MCP-Protocol-Version: 2025-11-25' -d '${mcpCall}'`)}

### Machine-readable descriptions

${shell(
  `curl ${absoluteUrl(routePaths.openapi)}`,
  `curl ${absoluteUrl(routePaths.mcpServerCard)}`,
  `curl ${absoluteUrl(routePaths.apiCatalog)}`,
  `curl ${absoluteUrl(routePaths.llmsTxt)}`,
  `curl ${absoluteUrl(routePaths.sitemap)}`,
)}

More detail for developers: ${absoluteUrl(routePaths.developers)}
`;
}
