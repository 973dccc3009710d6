import { afterEach, describe, expect, inject, it } from 'vitest';
import { connectLegacyClient, connectModernClient, MODERN_VERSION } from '../support/mcp-clients';
import { pageIndex } from '../support/served-pages';

const baseUrl = inject('baseUrl');
const closers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((client) => client.close()));
});

const readOnlyAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

describe.each([
  ['pinned to 2026-07-28', { pin: MODERN_VERSION }],
  ['in auto mode', 'auto'],
] as const)('the official v2 client %s', (_, mode) => {
  it('negotiates 2026-07-28 and reads the instructions', async () => {
    const client = await connectModernClient(baseUrl, mode);
    closers.push(client);
    expect(client.getNegotiatedProtocolVersion()).toBe(MODERN_VERSION);
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getServerVersion()).toMatchObject({ name: 'packwise', version: '1.0.0' });
    const instructions = client.getInstructions() ?? '';
    for (const phrase of ['not airline policy', 'cite', 'survey']) expect(instructions).toContain(phrase);
    expect(client.getDiscoverResult()).toMatchObject({ ttlMs: 300_000, cacheScope: 'public' });
  });

  it('lists three read-only tools with output schemas, with public cache hints', async () => {
    const client = await connectModernClient(baseUrl, mode);
    closers.push(client);
    const listed = await client.listTools();
    expect(listed).toMatchObject({ ttlMs: 300_000, cacheScope: 'public' });
    expect(listed.tools.map((tool) => tool.name)).toEqual(['search_answers', 'get_page', 'list_pages']);
    for (const tool of listed.tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.description?.length).toBeGreaterThan(80);
      expect(tool.outputSchema).toBeDefined();
      expect(tool.annotations).toEqual(readOnlyAnnotations);
    }
  });

  it('calls every tool and gets structured content with the same JSON as text', async () => {
    const client = await connectModernClient(baseUrl, mode);
    closers.push(client);
    const calls = [
      { name: 'search_answers', arguments: { query: 'power bank' } },
      { name: 'get_page', arguments: { url_or_slug: 'pricing' } },
      { name: 'list_pages', arguments: {} },
    ];
    for (const call of calls) {
      const result = await client.callTool(call);
      expect(result.isError ?? false).toBe(false);
      expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(result.structuredContent) }]);
    }
  });

  it('reads every page as a text/markdown resource at its md_url', async () => {
    const client = await connectModernClient(baseUrl, mode);
    closers.push(client);
    const { resources } = await client.listResources();
    const pages = await pageIndex(baseUrl);
    expect(resources.map((resource) => resource.uri).sort()).toEqual(pages.map((page) => page.md_url).sort());
    const read = await client.readResource({ uri: `${baseUrl}/pricing/index.md` });
    expect(read).toMatchObject({ ttlMs: 300_000, cacheScope: 'public' });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: await (await fetch(`${baseUrl}/pricing/index.md`)).text() });
  });
});

describe('the official v1 SDK client (legacy initialize)', () => {
  it('negotiates 2025-11-25 and uses every tool and resource', async () => {
    const client = await connectLegacyClient(baseUrl);
    closers.push(client);
    expect(client.getServerVersion()).toMatchObject({ name: 'packwise' });
    expect(client.getInstructions()).toContain('not airline policy');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_answers', 'get_page', 'list_pages']);
    const search = await client.callTool({ name: 'search_answers', arguments: { query: 'liquids' } });
    const { query, results } = search.structuredContent as { query: string; results: { url: string }[] };
    expect(query).toBe('liquids');
    expect(results[0]?.url).toBe(`${baseUrl}/liquids-and-toiletries/`);
    const page = await client.callTool({ name: 'get_page', arguments: { url_or_slug: '/' } });
    expect(page.structuredContent).toMatchObject({ url: `${baseUrl}/` });
    const { resources } = await client.listResources();
    expect(resources.length).toBeGreaterThan(10);
  });
});
