import { describe, expect, it } from 'vitest';
import { agentsMarkdown } from '@/lib/agents/agents-md';
import { apiCatalog } from '@/lib/agents/api-catalog';
import { llmsFullTxt, llmsTxt } from '@/lib/agents/llms-txt';
import { allAirlines } from '@/lib/airlines/airlines';
import { allPages } from '@/lib/content/catalogue';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { catalogueItems } from '@/lib/items/items';
import { siteUrl } from '@/lib/site/site-url';
import { absoluteUrl, markdownPath } from '@/lib/site/urls';

describe('llms.txt', () => {
  const text = llmsTxt();
  const lines = text.split('\n');

  it('opens with an H1 name and a blockquote summary', () => {
    expect(lines[0]).toBe('# Packwise');
    expect(lines[2]).toMatch(/^> .*not airline policy/);
  });

  it('has the Guides, Items, Airlines, Site, API and tools, and Optional sections, in that order', () => {
    expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Guides', '## Items', '## Airlines', '## Site', '## API and tools', '## Optional']);
  });

  it('lists every item of the catalogue by name, linking its verdicts in Markdown', () => {
    const items = lines.slice(lines.indexOf('## Items'), lines.indexOf('## Airlines')).filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(catalogueItems().length);
    expect(items).toContainEqual(expect.stringMatching(new RegExp(`^- \\[Power bank\\]\\(${siteUrl}/items/power-bank/index\\.md\\): can I pack it\\?`)));
  });

  it('lists every airline by name, linking its allowances in Markdown', () => {
    const airlines = lines.slice(lines.indexOf('## Airlines'), lines.indexOf('## Site')).filter((line) => line.startsWith('- '));
    expect(airlines).toHaveLength(allAirlines().length);
    expect(airlines).toContainEqual(expect.stringMatching(new RegExp(`^- \\[Ryanair\\]\\(${siteUrl}/airlines/fr/index\\.md\\): `)));
  });

  it('lists every section item as "- [Title](absolute URL): description"', () => {
    const items = lines.filter((line) => line.startsWith('- '));
    for (const item of items) expect(item).toMatch(new RegExp(`^- \\[[^\\]]+\\]\\(${siteUrl}/[^)]*\\): \\S`));
  });

  it('links every page by its Markdown URL, and the agent, MCP and OpenAPI documents', () => {
    for (const page of allPages()) expect(text).toContain(`](${absoluteUrl(markdownPath(page.slug))}): ${page.description}`);
    for (const path of ['/agents.md', '/.well-known/mcp.json', '/openapi.json', '/llms-full.txt']) expect(text).toContain(`](${siteUrl}${path})`);
  });
});

describe('llms-full.txt', () => {
  it('holds every page mirror, in listing order', () => {
    const full = llmsFullTxt();
    let from = 0;
    for (const page of allPages()) {
      const at = full.indexOf(markdownMirror(page), from);
      expect(at, page.sourceFile).toBeGreaterThanOrEqual(from);
      from = at + 1;
    }
  });
});

describe('agents.md', () => {
  const text = agentsMarkdown();

  it('says what agents may and must not do', () => {
    expect(text).toMatch(/## You may[\s\S]*cache[\s\S]*modest[\s\S]*## You must not[\s\S]*survey[\s\S]*airline/i);
    expect(text).toContain('## How to quote');
  });

  it('gives an example request for every endpoint', () => {
    const requested = [...text.matchAll(/^curl .*?'?(https?:\/\/[^\s']+)/gm)].map((match) => new URL(match[1]!).pathname);
    for (const path of ['/api/pages.json', '/api/search', '/liquids-and-toiletries/index.md', '/liquids-and-toiletries/', '/mcp', '/openapi.json', '/.well-known/mcp.json', '/.well-known/api-catalog', '/llms.txt', '/sitemap.xml']) {
      expect(requested).toContain(path);
    }
  });
});

describe('the API catalog', () => {
  it('is an RFC 9264 linkset pointing at the OpenAPI document, the developers page and the MCP manifest', () => {
    const hrefs = apiCatalog().linkset.flatMap((entry) => [...entry['service-desc'], ...entry['service-doc']].map((link) => link.href));
    expect(hrefs).toEqual(expect.arrayContaining([`${siteUrl}/openapi.json`, `${siteUrl}/developers/`, `${siteUrl}/.well-known/mcp.json`]));
  });
});
