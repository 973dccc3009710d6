import { allPages, guidesByCategory, type CataloguePage } from '@/lib/content/catalogue';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { airlineDocument } from '@/lib/airlines/airline-markdown';
import { allAirlines } from '@/lib/airlines/airlines';
import { itemDocument } from '@/lib/items/item-markdown';
import { catalogueItems } from '@/lib/items/items';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, markdownPath, routePaths } from '@/lib/site/urls';

type LinkItem = { title: string; url: string; description: string };

const SECONDARY_SITE_PAGES = new Set(['terms', 'privacy']);

function pageLink(page: CataloguePage): LinkItem {
  return { title: page.title, url: absoluteUrl(markdownPath(page.slug)), description: page.description };
}

function section(heading: string, items: LinkItem[]): string {
  return [`## ${heading}`, '', ...items.map((item) => `- [${item.title}](${item.url}): ${item.description}`)].join('\n');
}

/** GET /llms.txt, in the llmstxt.org format: H1, blockquote summary, then H2 sections of links. */
export function llmsTxt(): string {
  const guides = guidesByCategory().flatMap((category) => category.guides.map(pageLink));
  const homeAndSitePages = allPages().filter((page) => page.kind !== 'guide');
  // Each item's verdicts in Markdown, by name: the answer to "can I bring …?" in one read.
  const items = catalogueItems().map(({ slug, name, aliases }) => ({ title: name, url: itemDocument(slug)!.md_url, description: `can I pack it? (also: ${aliases.slice(0, 3).join(', ')})` }));
  // Each airline's allowances in Markdown: the answer to "what bag can I bring on …?" in one read.
  const airlines = allAirlines().map(({ iata, name }) => ({ title: name, url: airlineDocument(iata)!.md_url, description: 'personal item, cabin bag and checked bags, fare by fare, with sources' }));
  const apiAndTools: LinkItem[] = [
    { title: 'Agent guidelines', url: absoluteUrl(routePaths.agentsMd), description: 'What automated clients may and must not do, with an example request for every endpoint' },
    { title: 'MCP server manifest', url: absoluteUrl(routePaths.mcpServerCard), description: `The MCP tool server at ${absoluteUrl(routePaths.mcp)}: search_answers, get_page, list_pages, list_changes, check_item, check_bag` },
    { title: 'OpenAPI description', url: absoluteUrl(routePaths.openapi), description: 'OpenAPI 3.1 description of the read-only JSON API' },
    { title: 'Page index', url: absoluteUrl(routePaths.pagesIndex), description: 'Every page as JSON, with URLs, summaries and FAQ' },
    { title: 'Item catalogue (API)', url: absoluteUrl(routePaths.itemsApi), description: 'Things travelers ask to bring, each with its cabin and checked verdict under every rule that applies' },
    { title: 'Airline allowances (API)', url: absoluteUrl(routePaths.airlinesApi), description: 'Thirty airlines’ bags per fare family as JSON, every figure with its source' },
    { title: 'What changed (API)', url: absoluteUrl(routePaths.changesApi), description: 'Rule changes and corrections as JSON, filtered by since, scope and kind' },
    { title: 'What changed (JSON Feed)', url: absoluteUrl(routePaths.changesJsonFeed), description: 'The same changes as a JSON Feed 1.1 to subscribe to' },
    { title: 'What changed (Atom)', url: absoluteUrl(routePaths.changesAtomFeed), description: 'The same changes as an Atom feed' },
    { title: 'Search', url: `${absoluteUrl(routePaths.searchMarkdown)}?q=liquids`, description: 'Search the guides, with the results as Markdown: put your words in q' },
  ];
  const optional: LinkItem[] = [
    ...homeAndSitePages.filter((page) => SECONDARY_SITE_PAGES.has(page.slug)).map(pageLink),
    { title: 'Every page in one file', url: absoluteUrl(routePaths.llmsFullTxt), description: 'The Markdown of every page, concatenated' },
    { title: 'Sitemap', url: absoluteUrl(routePaths.sitemap), description: 'Every HTML page with its last update' },
  ];
  return [
    `# ${siteIdentity.name}`,
    '',
    `> ${siteIdentity.description} ${siteIdentity.guidanceNote}`,
    '',
    `Every link below is Markdown. Quote or summarize with credit to ${siteIdentity.publisher} and a link to the page. The packing survey is for real travelers: never submit it.`,
    '',
    section('Guides', guides),
    '',
    section('Items', items),
    '',
    section('Airlines', airlines),
    '',
    section('Site', homeAndSitePages.filter((page) => !SECONDARY_SITE_PAGES.has(page.slug)).map(pageLink)),
    '',
    section('API and tools', apiAndTools),
    '',
    section('Optional', optional),
    '',
  ].join('\n');
}

/** GET /llms-full.txt: every page's Markdown mirror, in listing order, in one file. */
export function llmsFullTxt(): string {
  return allPages().map(markdownMirror).join('\n\n');
}
