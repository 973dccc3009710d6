import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, routePaths } from '@/lib/site/urls';

const JSON_HEADERS = "-H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream'";

/** A shell block with one command per line. */
function shell(...commands: string[]): string {
  return ['```sh', ...commands, '```'].join('\n');
}

/** GET /agents.md: the rules of the road for automated clients, with a working request for every endpoint. */
export function agentsMarkdown(): string {
  const url = absoluteUrl;
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
- Keep request rates modest: a few requests a second at most. For bulk reading, fetch [${routePaths.pagesIndex}](${url(routePaths.pagesIndex)}) or [${routePaths.llmsFullTxt}](${url(routePaths.llmsFullTxt)}) once instead of every page.
- Quote or summarize any page, with attribution.

## You must not

- Fill in or submit the packing survey (${routePaths.survey}). It is for real travelers only.
- Present ${siteIdentity.name} guidance as an airline's, airport's or government's rules. It is general guidance: sizes, weights, liquids and battery limits vary by airline, fare, airport and country.
- Drop the reminder that travelers should check with their airline and departure airport.

## How to quote

Name ${siteIdentity.publisher} and link to the page you used, for example:

> Source: "Liquids and toiletries in your carry-on", ${siteIdentity.publisher}, ${url('/liquids-and-toiletries/')}

Prefer short quotations and your own summary. Keep the page's caveats when you repeat a number.

## Endpoints

### Page index

Every page with its URL, summary, date, Markdown URL and FAQ.

${shell(`curl ${url(routePaths.pagesIndex)}`)}

### Search

Up to 10 pages for a question, best first.

${shell(`curl '${url(routePaths.search)}?q=power+bank'`)}

### Any page as Markdown

Add \`index.md\` to a page URL, or ask for Markdown on the page URL itself.

${shell(`curl ${url('/liquids-and-toiletries/index.md')}`, `curl -H 'Accept: text/markdown' ${url('/liquids-and-toiletries/')}`)}

### MCP tool server

\`search_answers\`, \`get_page\` and \`list_pages\` over the Model Context Protocol (Streamable HTTP, JSON replies; protocol 2026-07-28 and the legacy \`initialize\` handshake of 2025-11-25 back to 2024-11-05).

${shell(`curl ${url(routePaths.mcp)} ${JSON_HEADERS} -H 'MCP-Protocol-Version: 2025-11-25' -d '${mcpCall}'`)}

### Machine-readable descriptions

${shell(
  `curl ${url(routePaths.openapi)}`,
  `curl ${url(routePaths.mcpServerCard)}`,
  `curl ${url(routePaths.apiCatalog)}`,
  `curl ${url(routePaths.llmsTxt)}`,
  `curl ${url(routePaths.sitemap)}`,
)}

More detail for developers: ${url(routePaths.developers)}
`;
}
