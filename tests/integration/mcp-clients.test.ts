import { afterEach, describe, expect, inject, it } from 'vitest';
import { connectLegacyClient, connectModernClient, MODERN_VERSION, tamperingFetch, type TransportFetch } from '../support/mcp-clients';
import { pageIndex } from '../support/served-pages';
import type { SearchAnswers } from '@/lib/api/schemas';

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
    expect(client.getServerVersion()).toMatchObject({ name: 'packwise', version: '1.10.0' });
    const instructions = client.getInstructions() ?? '';
    for (const phrase of ['not airline policy', 'cite', 'survey']) expect(instructions).toContain(phrase);
    expect(client.getDiscoverResult()).toMatchObject({ ttlMs: 300_000, cacheScope: 'public' });
  });

  it('lists four read-only tools with output schemas, with public cache hints', async () => {
    const client = await connectModernClient(baseUrl, mode);
    closers.push(client);
    const listed = await client.listTools();
    expect(listed).toMatchObject({ ttlMs: 300_000, cacheScope: 'public' });
    expect(listed.tools.map((tool) => tool.name)).toEqual(['search_answers', 'get_page', 'list_pages', 'list_changes', 'check_item', 'check_bag']);
    for (const tool of listed.tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.description?.length).toBeGreaterThan(80);
      expect(tool.outputSchema).toBeDefined();
      expect(tool.annotations).toEqual(readOnlyAnnotations);
    }
  });

  it('calls search_answers and list_pages and gets structured content with the same JSON as text', async () => {
    const client = await connectModernClient(baseUrl, mode);
    closers.push(client);
    const calls = [
      { name: 'search_answers', arguments: { query: 'power bank' } },
      { name: 'list_pages', arguments: {} },
    ];
    for (const call of calls) {
      const result = await client.callTool(call);
      expect(result.isError ?? false).toBe(false);
      expect(result.content).toEqual([
        { type: 'text', text: JSON.stringify(result.structuredContent) },
        { type: 'text', text: expect.stringContaining('cite') },
      ]);
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
    expect(tools.map((tool) => tool.name)).toEqual(['search_answers', 'get_page', 'list_pages', 'list_changes', 'check_item', 'check_bag']);
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

// The v1 SDK types a result as that or a pre-2024 `{ toolResult }`, hence the open shape.
type ToolResult = { content?: unknown; structuredContent?: unknown; isError?: unknown; [key: string]: unknown };

/** What the tests need of a client: the v1 SDK's and the v2 client's alike. */
type ToolClient = {
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<ToolResult>;
  close(): Promise<void>;
};

const toolClients: [string, (fetch?: TransportFetch) => Promise<ToolClient>][] = [
  ['v2 client pinned to 2026-07-28', (fetch) => connectModernClient(baseUrl, { pin: MODERN_VERSION }, fetch)],
  ['v2 client in auto mode', (fetch) => connectModernClient(baseUrl, 'auto', fetch)],
  ['v1 SDK client (legacy initialize)', (fetch) => connectLegacyClient(baseUrl, fetch)],
];

/**
 * A connected client that has listed the tools: both SDKs validate a result's structured content
 * against the tool's `outputSchema` only once a `tools/list` has given it to them.
 */
async function readyClient(connect: (fetch?: TransportFetch) => Promise<ToolClient>, fetch?: TransportFetch): Promise<ToolClient> {
  const client = await connect(fetch);
  closers.push(client);
  await client.listTools();
  return client;
}

function textBlocks(result: ToolResult): string[] {
  return (result.content as { type: string; text?: string }[]).flatMap((block) => (block.type === 'text' ? [block.text ?? ''] : []));
}

const SLUG = 'liquids-and-toiletries';
const MEDICATIONS_URL = `${baseUrl}/medications-and-medical-devices/`;

describe.each(toolClients)('tool results as the %s hands them on', (_, connect) => {
  it("get_page: the text is the page's Markdown as served at its md_url; the metadata is structured content", async () => {
    const client = await readyClient(connect);
    const page = (await pageIndex(baseUrl)).find(({ path }) => path === `/${SLUG}/`)!;
    const served = await (await fetch(page.md_url)).text();

    const result = await client.callTool({ name: 'get_page', arguments: { url_or_slug: SLUG } });

    expect(result.isError ?? false).toBe(false);
    expect(result.content).toEqual([
      { type: 'text', text: served },
      { type: 'text', text: `Cite this page as "${page.title}" by Packwise, ${page.url}` },
    ]);
    expect(textBlocks(result)[0]?.split('\n')[0]).toBe(`# ${page.title}`);
    expect(result.structuredContent).toEqual({ title: page.title, url: page.url, md_url: page.md_url, dateModified: page.dateModified, markdown: served });
  });

  it('checks structured content against the output schema: a result that breaks it is refused', async () => {
    const client = await readyClient(connect, tamperingFetch(({ markdown: _, ...rest }) => rest));
    await expect(client.callTool({ name: 'get_page', arguments: { url_or_slug: SLUG } })).rejects.toThrow(/output schema/);
  });

  // Needs the section-level search of issue 12 (lib/search, lib/api/search-response.ts).
  it('search_answers "insulin": a hit cites a part of the medications guide by its #anchor, with a passage about insulin, in its text', async () => {
    const client = await readyClient(connect);
    const result = await client.callTool({ name: 'search_answers', arguments: { query: 'insulin' } });
    const { results } = result.structuredContent as SearchAnswers;
    expect(results.map(({ url }) => url)).toContain(MEDICATIONS_URL);
    const hit = results.find(({ url }) => url === MEDICATIONS_URL)!;
    // The first hits carry the whole passage as `answer`, with where it is on its page, and no excerpt or section to repeat them.
    expect(hit.answer?.url).toMatch(new RegExp(`^${MEDICATIONS_URL}#.`));
    expect(hit.answer?.text).toMatch(/insulin/i);
    const [text] = textBlocks(result);
    expect(JSON.parse(text!)).toEqual(result.structuredContent);
    expect(text).toContain(hit.answer!.url);
  });

  it('search_answers names the words a partial answer left out, in its structured content and its text', async () => {
    const client = await readyClient(connect);
    const result = await client.callTool({ name: 'search_answers', arguments: { query: 'my luggage got damaged' } });
    const { count, ignoredWords } = result.structuredContent as SearchAnswers;
    expect(count).toBeGreaterThan(0);
    expect(ignoredWords).toEqual(['got']);
    expect(textBlocks(result)[0]).toContain('"ignoredWords":["got"]');
  });

  // Needs the suggestions of issue 12: an honest empty result that says what to try instead.
  it.each(['falconry lessons', 'stargazing trip'])('search_answers %j, which no guide covers: no results, and the suggestion in its text', async (query) => {
    const client = await readyClient(connect);
    const result = await client.callTool({ name: 'search_answers', arguments: { query } });
    const { count, results, suggestion } = result.structuredContent as SearchAnswers;
    expect({ count, results }).toEqual({ count: 0, results: [] });
    expect(suggestion?.message).toBeTruthy();
    expect(textBlocks(result)[0]).toContain(JSON.stringify(suggestion?.message));
  });
});
