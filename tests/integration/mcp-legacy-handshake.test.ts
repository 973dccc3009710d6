import { describe, expect, inject, it } from 'vitest';
import { jsonRpcReply, LEGACY_VERSIONS, legacyInitialize, modernRequest, postMcp } from '../support/mcp-clients';

const baseUrl = inject('baseUrl');

describe.each(LEGACY_VERSIONS)('a %s client', (version) => {
  it('gets its version echoed by initialize, as JSON, with the instructions', async () => {
    const reply = await jsonRpcReply(await postMcp(baseUrl, legacyInitialize(1, version)));
    expect(reply.result).toMatchObject({ protocolVersion: version, serverInfo: { name: 'packwise' } });
    expect(reply.result?.instructions).toContain('not airline policy');
  });

  it('then lists the tools and calls one, as JSON', async () => {
    const headers = { 'MCP-Protocol-Version': version };
    const initialized = await postMcp(baseUrl, { jsonrpc: '2.0', method: 'notifications/initialized' }, headers);
    expect(initialized.status).toBe(202);

    const listed = await jsonRpcReply(await postMcp(baseUrl, { jsonrpc: '2.0', id: 2, method: 'tools/list' }, headers));
    const tools = listed.result?.tools as { name: string; annotations: object }[];
    expect(tools.map((tool) => tool.name)).toEqual(['search_answers', 'get_page', 'list_pages', 'list_changes', 'check_item', 'check_bag']);

    const called = await jsonRpcReply(
      await postMcp(baseUrl, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'list_pages', arguments: {} } }, headers),
    );
    expect(called.result?.structuredContent).toMatchObject({ count: expect.any(Number) });
  });

  it("reads get_page as the page's Markdown in a text block, the one content type every version knows", async () => {
    const headers = { 'MCP-Protocol-Version': version };
    const call = { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'get_page', arguments: { url_or_slug: 'pricing' } } };
    const { result } = await jsonRpcReply(await postMcp(baseUrl, call, headers));
    const mirror = await (await fetch(`${baseUrl}/pricing/index.md`)).text();
    expect(result?.content).toEqual([
      { type: 'text', text: mirror },
      { type: 'text', text: `Cite this page as "Pricing" by Packwise, ${baseUrl}/pricing/` },
    ]);
    expect(result?.structuredContent).toMatchObject({ md_url: `${baseUrl}/pricing/index.md`, markdown: mirror });
  });
});

describe('versions the server does not speak', () => {
  it.each(['2099-01-01', '2024-10-07', 'latest'])('legacy initialize asking for %s gets the counter-offer 2025-11-25', async (version) => {
    const reply = await jsonRpcReply(await postMcp(baseUrl, legacyInitialize(1, version)));
    expect(reply.result?.protocolVersion).toBe('2025-11-25');
  });

  it('a modern request for an unknown revision gets -32022 naming the supported one', async () => {
    const { body, headers } = modernRequest(1, 'tools/list', {}, '2027-01-01');
    const response = await postMcp(baseUrl, body, headers);
    expect(response.status).toBe(400);
    const reply = await jsonRpcReply(response);
    expect(reply.error).toMatchObject({ code: -32022, data: { supported: ['2026-07-28'], requested: '2027-01-01' } });
  });
});

describe('the 2026-07-28 protocol over raw HTTP', () => {
  it('server/discover lists 2026-07-28 with resultType and public cache hints', async () => {
    const { body, headers } = modernRequest(1, 'server/discover');
    const reply = await jsonRpcReply(await postMcp(baseUrl, body, headers));
    expect(reply.result).toMatchObject({
      supportedVersions: ['2026-07-28'],
      resultType: 'complete',
      ttlMs: 300_000,
      cacheScope: 'public',
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false, subscribe: false } },
    });
  });

  it('tools/call results carry resultType', async () => {
    const { body, headers } = modernRequest(2, 'tools/call', { name: 'search_answers', arguments: { query: 'bag' } });
    const reply = await jsonRpcReply(await postMcp(baseUrl, body, headers));
    expect(reply.result?.resultType).toBe('complete');
  });

  it('subscriptions/listen is refused at once, as JSON: no stream is held open on serverless', async () => {
    const { body, headers } = modernRequest(4, 'subscriptions/listen', { notifications: { toolsListChanged: true } });
    const reply = await jsonRpcReply(await postMcp(baseUrl, body, headers));
    expect(reply.error?.code).toBe(-32603);
  });

  it('a request without its MCP-Protocol-Version header is refused with -32020', async () => {
    const { body } = modernRequest(3, 'tools/list');
    const response = await postMcp(baseUrl, body);
    expect(response.status).toBe(400);
    expect((await jsonRpcReply(response)).error?.code).toBe(-32020);
  });
});
