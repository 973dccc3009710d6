import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, PROTOCOL_VERSION_META_KEY } from '@modelcontextprotocol/server';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directToolCall } from '@/lib/mcp/direct-tool-call';
import { handleMcpPost } from '@/lib/mcp/mcp-endpoint';
import { serveWithSdk } from '@/lib/mcp/sdk-exchange';
import { tools } from '@/lib/mcp/tools';
import { fuzzSeed } from '../support/fuzz-run';
import { connectLegacyClient, connectModernClient, LEGACY_VERSIONS, MODERN_VERSION, modernRequest, type TransportFetch } from '../support/mcp-clients';

const ORIGIN = 'http://localhost:3000';
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

function post(message: unknown, headers: Record<string, string>): Request {
  return new Request(`${ORIGIN}/mcp`, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(message) });
}

/** What a client can observe of a reply: status, media type and the JSON-RPC message. */
async function observed(response: Response) {
  return { status: response.status, contentType: response.headers.get('content-type'), body: await response.json() };
}

/** The direct answer, if any, next to the SDK's answer to the same request. */
async function bothAnswers(message: unknown, headers: Record<string, string>) {
  const direct = await directToolCall(post(message, headers), message);
  if (!direct) return undefined;
  return { direct: await observed(direct), sdk: await observed(await serveWithSdk(post(message, headers), message)) };
}

const legacyCall = (id: unknown, name: string, args: unknown) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

describe('tool calls answered without the SDK exchange', () => {
  it.each([
    ['search_answers', { query: 'liquids in carry-on' }],
    ['search_answers', { query: 'hotel booking' }],
    ['get_page', { url_or_slug: 'power-banks-and-batteries' }],
    ['get_page', { url_or_slug: 'no-such-page' }],
    ['list_pages', {}],
  ])('%s %j: the same reply as the SDK, in both eras', async (name, args) => {
    const modern = modernRequest(7, 'tools/call', { name, arguments: args });
    for (const [message, headers] of [
      [modern.body, modern.headers],
      [legacyCall('a', name, args), { 'MCP-Protocol-Version': LEGACY_VERSIONS[0]! }],
      [legacyCall(8, name, args), {}],
    ] as const) {
      const answers = await bothAnswers(message, headers);
      expect(answers).toBeDefined();
      expect(answers!.direct).toEqual(answers!.sdk);
    }
  });

  it.each([
    ['a bad argument', legacyCall(1, 'search_answers', { query: '' }), {}],
    ['an unknown tool', legacyCall(1, 'book_flight', {}), {}],
    ['a progress token', { ...legacyCall(1, 'list_pages', {}), params: { name: 'list_pages', _meta: { progressToken: 1 } } }, {}],
    ['an Accept header without event streams', legacyCall(1, 'list_pages', {}), { Accept: 'application/json' }],
    ['a 2026-07-28 header without the envelope', legacyCall(1, 'list_pages', {}), { 'MCP-Protocol-Version': MODERN_VERSION }],
    ['a modern call without its Mcp-Name header', modernRequest(1, 'tools/call', { name: 'list_pages' }).body, { 'MCP-Protocol-Version': MODERN_VERSION, 'Mcp-Method': 'tools/call' }],
    ['a batch', [legacyCall(1, 'list_pages', {})], {}],
  ])('%s is left to the SDK', async (_, message, headers) => {
    expect(await directToolCall(post(message, headers), message)).toBeUndefined();
  });

  describe('a tool that fails is left to the SDK, which turns the failure into a tool error', () => {
    const searchAnswers = tools.find((tool) => tool.name === 'search_answers')!;
    afterEach(() => vi.restoreAllMocks());

    it.each([
      ['throws', () => { throw new Error('index missing'); }],
      ['breaks its output schema', () => ({ structuredContent: { query: 'liquids' }, content: [{ type: 'text' as const, text: '{}' }] })],
    ])('one that %s', async (_, failure) => {
      vi.spyOn(searchAnswers, 'run').mockImplementation(failure);
      const message = legacyCall(1, 'search_answers', { query: 'liquids' });
      expect(await directToolCall(post(message, {}), message)).toBeUndefined();
    });
  });

  it('answers every tool call the official clients send, in every era they speak', async () => {
    const calls: { method: string; direct: boolean }[] = [];
    const inProcess: TransportFetch = async (url, init) => {
      const request = new Request(url, init);
      request.headers.set('host', new URL(url).host);
      const message: unknown = JSON.parse((await request.clone().text()) || 'null');
      const method = (message as { method?: string } | null)?.method ?? 'reply';
      calls.push({ method, direct: (await directToolCall(request.clone(), message)) !== undefined });
      return handleMcpPost(request);
    };
    const clients = [
      await connectModernClient(ORIGIN, { pin: MODERN_VERSION }, inProcess),
      await connectModernClient(ORIGIN, 'auto', inProcess),
      await connectLegacyClient(ORIGIN, inProcess),
    ];
    for (const client of clients) {
      const found = await client.callTool({ name: 'search_answers', arguments: { query: 'insulin' } });
      expect(found.isError).toBeFalsy();
      await client.callTool({ name: 'get_page', arguments: { url_or_slug: 'liquids-and-toiletries' } });
      await client.close();
    }
    const toolCalls = calls.filter(({ method }) => method === 'tools/call');
    expect(toolCalls).toHaveLength(6);
    expect(toolCalls.every(({ direct }) => direct)).toBe(true);
    // Nothing else is answered directly: the handshake, discovery and listings stay the SDK's.
    expect(calls.filter(({ method, direct }) => method !== 'tools/call' && direct)).toEqual([]);
  });

  it('gives the reply the SDK gives, for arbitrary calls it answers', async () => {
    // A plain call, as a client sends it, then up to three edits of any part: near misses of every
    // condition come up as often as the plain forms, and so do edits the fast path must tolerate.
    const json = fc.jsonValue({ maxDepth: 2 });
    const plainCall = fc
      .record({
        modern: fc.boolean(),
        id: fc.oneof(fc.nat(), fc.string({ maxLength: 8 })),
        call: fc.constantFrom(
          ...['liquids', '100ml', 'trainers', '3-1-1 rule', 'hotel booking', 'x'].map((query) => ({ name: 'search_answers', arguments: { query } })),
          ...['/', 'liquids-and-toiletries', `${ORIGIN}/packing-list-for-a-weekend/index.md`, 'no-such-page'].map((reference) => ({ name: 'get_page', arguments: { url_or_slug: reference } })),
          { name: 'list_pages', arguments: {} },
          { name: 'list_pages' },
        ),
      })
      .map(({ modern, id, call }) => {
        if (!modern) return { message: legacyCall(id, call.name, undefined) as Record<string, unknown>, headers: { 'MCP-Protocol-Version': LEGACY_VERSIONS[0]! } as Record<string, string>, call };
        const request = modernRequest(0, 'tools/call', call);
        return { message: { ...request.body, id } as Record<string, unknown>, headers: request.headers, call };
      })
      .map(({ message, headers, call }) => ({ message: { ...message, params: { ...(message.params as object), ...call } }, headers }));
    type Sent = { message: Record<string, unknown>; headers: Record<string, string> };
    const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
    // An edit of a part inside params first makes params an object again, should an earlier edit have replaced it.
    const params = (sent: Sent) => (isObject(sent.message.params) ? sent.message.params : (sent.message.params = {}));
    const edit = fc.oneof(
      fc.tuple(fc.constantFrom('jsonrpc', 'id', 'method', 'params', 'extra'), json).map(([key, value]) => (sent: Sent) => void (sent.message[key] = value)),
      fc.tuple(fc.constantFrom('name', 'arguments', '_meta', 'extra'), json).map(([key, value]) => (sent: Sent) => void (params(sent)[key] = value)),
      fc.tuple(fc.constantFrom('query', 'url_or_slug', 'extra'), fc.oneof(json, fc.string({ maxLength: 300 }))).map(([key, value]) => (sent: Sent) => {
        params(sent).arguments = { ...(params(sent).arguments as object), [key]: value };
      }),
      fc.tuple(fc.constantFrom(PROTOCOL_VERSION_META_KEY, CLIENT_INFO_META_KEY, CLIENT_CAPABILITIES_META_KEY, 'progressToken'), json).map(([key, value]) => (sent: Sent) => {
        params(sent)._meta = { ...(params(sent)._meta as object), [key]: value };
      }),
      fc.constantFrom(MODERN_VERSION, ...LEGACY_VERSIONS).map((version) => (sent: Sent) => {
        params(sent)._meta = { ...(params(sent)._meta as object), [PROTOCOL_VERSION_META_KEY]: version };
      }),
      fc.tuple(
        fc.constantFrom('MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name', 'Accept'),
        fc.oneof(fc.constantFrom(MODERN_VERSION, ...LEGACY_VERSIONS, ' tools/call ', 'search_answers', 'list_pages', 'application/json', '*/*', ''), fc.string()),
      ).map(([name, value]) => (sent: Sent) => void (sent.headers[name] = value)),
      fc.constantFrom('MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name').map((name) => (sent: Sent) => void delete sent.headers[name]),
    );
    const sent = fc.tuple(plainCall, fc.array(edit, { maxLength: 3 })).map(([plain, edits]) => {
      const copy: Sent = { message: structuredClone(plain.message), headers: { ...plain.headers } };
      for (const apply of edits) apply(copy);
      return copy;
    });
    const RUNS = 5_000;
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(sent, async ({ message, headers }) => {
        const answers = await bothAnswers(message, headers);
        if (!answers) return;
        answered += 1;
        expect(answers.direct).toEqual(answers.sdk);
      }),
      { seed: fuzzSeed('mcp-direct-tool-call'), numRuns: RUNS },
    );
    // The property says nothing unless a fair share of the calls is answered directly.
    console.log(`mcp-direct-tool-call: ${answered} of ${RUNS} calls answered directly, each as the SDK answers it`);
    expect(answered).toBeGreaterThan(RUNS / 5);
    // A guard against a hang, not a speed target: 5,000 exchanges take about 5 s on a quiet machine of this size.
  }, 60_000);
});
