import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { jsonRpcReply, legacyInitialize, modernRequest, postMcp } from '../support/mcp-clients';
import { MAX_MCP_BODY_BYTES } from '@/lib/mcp/protocol';

const baseUrl = inject('baseUrl');
const legacyHeaders = { 'MCP-Protocol-Version': '2025-11-25' };

/** What no reply may show a client: a stack frame or a source file. */
const INTERNALS = /\n\s+at |\/work\/|node_modules|\.(?:ts|js|mjs):\d+/;
/** What an error message may not be either: a validator's raw JSON dump. */
const RAW_VALIDATOR_TEXT = /"code":\s*"invalid_|^\s*\[\s*\{/;

function legacyCall(method: string, params?: unknown, id: unknown = 1) {
  return { body: { jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }, headers: legacyHeaders };
}

async function expectJsonRpcError(response: Response, status: number, code: number): Promise<string> {
  expect(response.status).toBe(status);
  const reply = await jsonRpcReply(response);
  expect(reply.error?.code).toBe(code);
  expect(reply.error?.message).not.toMatch(/\n\s+at /);
  return reply.error?.message ?? '';
}

describe('malformed requests', () => {
  it('a body that is not JSON → 400 with -32700', async () => {
    await expectJsonRpcError(await postMcp(baseUrl, '{"jsonrpc": "2.0", '), 400, -32700);
  });

  it('a Content-Type other than application/json → 415', async () => {
    const response = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    await expectJsonRpcError(response, 415, -32000);
  });

  it('a body over 64 KiB → 413, before it is parsed', async () => {
    expect(MAX_MCP_BODY_BYTES).toBe(64 * 1024);
    const padding = 'x'.repeat(MAX_MCP_BODY_BYTES);
    const message = await expectJsonRpcError(await postMcp(baseUrl, { ...legacyInitialize(1, '2025-11-25'), padding }), 413, -32000);
    expect(message).toContain(String(MAX_MCP_BODY_BYTES));
  });

  it.each([['an array', '[]'], ['a number', '42'], ['null', 'null']])('%s is not a JSON-RPC message → 400', async (_, body) => {
    await expectJsonRpcError(await postMcp(baseUrl, body), 400, -32600);
  });
});

describe('well-formed requests the server cannot serve', () => {
  it.each(['packing/teleport', 'constructor', '__proto__', 'toString'])('an unknown method (%s) → -32601', async (method) => {
    await expectJsonRpcError(await postMcp(baseUrl, { jsonrpc: '2.0', id: 1, method }, legacyHeaders), 200, -32601);
  });

  it('an unknown tool → -32602 (legacy)', async () => {
    const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'book_flight', arguments: {} } };
    expect(await expectJsonRpcError(await postMcp(baseUrl, call, legacyHeaders), 200, -32602)).toContain('book_flight');
  });

  it('an unknown tool → -32602 (2026-07-28)', async () => {
    const { body, headers } = modernRequest(3, 'tools/call', { name: 'book_flight', arguments: {} });
    const response = await postMcp(baseUrl, body, headers);
    expect(response.status).toBeLessThan(500);
    const reply = await jsonRpcReply(response);
    expect(reply.error?.code).toBe(-32602);
  });

  it.each([
    ['an empty query', 'search_answers', { query: '' }],
    ['a 201-character query', 'search_answers', { query: 'q'.repeat(201) }],
    ['a number for a query', 'search_answers', { query: 7 }],
    ['no url_or_slug', 'get_page', {}],
  ])('%s → a tool error result the model can read', async (_, name, args) => {
    const call = { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name, arguments: args } };
    const response = await postMcp(baseUrl, call, legacyHeaders);
    expect(response.status).toBe(200);
    const reply = await jsonRpcReply(response);
    expect(reply.result?.isError).toBe(true);
    expect(reply.result?.content?.[0]?.text).toMatch(/Invalid arguments/);
  });

  it('an unknown page → a tool error naming the closest slugs and search_answers', async () => {
    const call = { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'get_page', arguments: { url_or_slug: 'liquid-toiletries' } } };
    const reply = await jsonRpcReply(await postMcp(baseUrl, call, legacyHeaders));
    expect(reply.result?.isError).toBe(true);
    const text = reply.result?.content?.[0]?.text ?? '';
    expect(text).toContain('liquids-and-toiletries');
    expect(text).toContain('search_answers');
  });
});

describe('HTTP methods and CORS', () => {
  it.each(['GET', 'DELETE', 'PUT', 'PATCH'])('%s /mcp → 405 with Allow: POST', async (method) => {
    const response = await fetch(`${baseUrl}/mcp`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('OPTIONS preflight allows the MCP request headers and exposes the ones clients read', async () => {
    const response = await fetch(`${baseUrl}/mcp`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type, mcp-protocol-version' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name']));
    expect(response.headers.get('access-control-expose-headers')).toContain('MCP-Protocol-Version');
  });
});

describe('DNS-rebinding guard (SITE_URL is loopback in the tests)', () => {
  it('a request naming another Host → 403', async () => {
    // fetch() will not send a forged Host header, so speak HTTP/1.1 directly.
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const call = request(`${baseUrl}/mcp`, { method: 'POST', headers: { Host: 'attacker.example', 'Content-Type': 'application/json' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      call.on('error', reject);
      call.end(JSON.stringify(legacyInitialize(1, '2025-11-25')));
    });
    expect(status).toBe(403);
  });

  it('a request from another Origin → 403', async () => {
    await expectJsonRpcError(await postMcp(baseUrl, legacyInitialize(1, '2025-11-25'), { Origin: 'https://attacker.example' }), 403, -32000);
  });

  it('a request from a loopback Origin is served', async () => {
    const response = await postMcp(baseUrl, legacyInitialize(1, '2025-11-25'), { Origin: 'http://localhost:5173' });
    expect(response.status).toBe(200);
  });
});

describe('invalid params → -32602 with a message naming the field', () => {
  const initialize = legacyInitialize(1, '2025-11-25').params;
  it.each([
    ['initialize without protocolVersion', legacyCall('initialize', { ...initialize, protocolVersion: undefined }), 'initialize: params.protocolVersion is missing: it must be a string'],
    ['initialize with a numeric protocolVersion', legacyCall('initialize', { ...initialize, protocolVersion: 20251125 }), 'initialize: params.protocolVersion must be a string (got a number)'],
    ['initialize without clientInfo', legacyCall('initialize', { ...initialize, clientInfo: undefined }), 'initialize: params.clientInfo is missing: it must be an object'],
    ['initialize without params', legacyCall('initialize'), 'initialize: params is missing: it must be an object'],
    ['resources/read without a uri (legacy)', legacyCall('resources/read', {}), 'resources/read: params.uri is missing: it must be a string'],
    ['resources/read with a numeric uri (2026-07-28)', modernRequest(2, 'resources/read', { uri: 7 }), 'resources/read: params.uri must be a string (got a number)'],
    ['tools/call with string arguments (legacy)', legacyCall('tools/call', { name: 'search_answers', arguments: 'liquids' }), 'tools/call: params.arguments must be an object (got a string)'],
    ['tools/call with array arguments (2026-07-28)', modernRequest(3, 'tools/call', { name: 'search_answers', arguments: ['liquids'] }), 'tools/call: params.arguments must be an object (got an array)'],
    ['tools/call without a name', legacyCall('tools/call', { arguments: {} }), 'tools/call: params.name is missing: it must be a string'],
    ['tools/list with a numeric cursor (2026-07-28)', modernRequest(4, 'tools/list', { cursor: 5 }), 'tools/list: params.cursor must be a string (got a number)'],
    ['params that are not an object', legacyCall('tools/list', 'all'), 'tools/list: params must be an object'],
  ])('%s', async (_, { body, headers }, expected) => {
    const response = await postMcp(baseUrl, body, headers);
    const message = await expectJsonRpcError(response, 200, -32602);
    expect(message).toBe(expected);
    expect(message).not.toMatch(INTERNALS);
    expect(message).not.toMatch(RAW_VALIDATOR_TEXT);
  });

  it('an unknown tool is named, with the tools there are', async () => {
    const { body, headers } = modernRequest(5, 'tools/call', { name: 'book_flight', arguments: {} });
    const message = await expectJsonRpcError(await postMcp(baseUrl, body, headers), 200, -32602);
    expect(message).toBe('tools/call: unknown tool "book_flight"; the tools are search_answers, get_page, list_pages, list_changes, check_item, check_bag');
  });

  it('the reply echoes the request id', async () => {
    const { body, headers } = legacyCall('resources/read', {}, 'req-42');
    expect((await jsonRpcReply(await postMcp(baseUrl, body, headers))).id).toBe('req-42');
  });
});

describe('a wrong JSON-RPC envelope → 400 with -32600 naming the field', () => {
  it.each([
    ['"jsonrpc": "1.0"', { jsonrpc: '1.0', id: 1, method: 'tools/list' }, '"jsonrpc" must be "2.0"'],
    ['no "jsonrpc"', { id: 1, method: 'tools/list' }, '"jsonrpc" must be "2.0"'],
    ['a numeric method', { jsonrpc: '2.0', id: 1, method: 7 }, '"method" must be a string'],
    ['an object id', { jsonrpc: '2.0', id: { n: 1 }, method: 'tools/list' }, '"id" must be a string or a number'],
    ['an empty object', {}, 'needs "jsonrpc": "2.0", an "id" and a "method"'],
  ])('%s', async (_, body, expected) => {
    const message = await expectJsonRpcError(await postMcp(baseUrl, body, legacyHeaders), 400, -32600);
    expect(message).toContain(expected);
  });
});

describe('nothing a client sends gets a 5xx or a look inside', () => {
  const methods = ['initialize', 'ping', 'tools/list', 'tools/call', 'resources/list', 'resources/read', 'resources/templates/list', 'prompts/list', 'prompts/get', 'completion/complete', 'logging/setLevel', 'resources/subscribe', 'server/discover', 'notifications/initialized'];

  async function expectHandled(body: unknown, headers: Record<string, string>): Promise<void> {
    const response = await postMcp(baseUrl, body, headers);
    const text = await response.text();
    expect(response.status, text).toBeLessThan(500);
    expect(text).not.toMatch(INTERNALS);
    if (!text) return;
    const replies: unknown = JSON.parse(text);
    for (const reply of Array.isArray(replies) ? replies : [replies]) {
      const message = (reply as { error?: { message?: string } }).error?.message;
      if (message !== undefined) expect(message).not.toMatch(RAW_VALIDATOR_TEXT);
    }
  }

  it('any params, for every method, in both eras', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods), fc.jsonValue({ maxDepth: 3 }), fc.boolean(), async (method, params, modern) => {
        const { body, headers } = modern
          ? modernRequest(1, method, typeof params === 'object' && params !== null && !Array.isArray(params) ? params : { value: params })
          : legacyCall(method, params);
        await expectHandled(body, headers);
      }),
      { numRuns: 150 },
    );
  });

  it('any JSON at all as the body', async () => {
    await fc.assert(fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), (body) => expectHandled(JSON.stringify(body), legacyHeaders)), { numRuns: 100 });
  });

  it('a batch with a bad request in it: the good one is served, the bad one is named', async () => {
    const batch = [legacyCall('tools/list', {}, 1).body, legacyCall('resources/read', {}, 2).body];
    const replies = (await (await postMcp(baseUrl, batch, legacyHeaders)).json()) as { id: number; result?: unknown; error?: { code: number; message: string } }[];
    expect(replies.find(({ id }) => id === 1)?.result).toBeDefined();
    expect(replies.find(({ id }) => id === 2)?.error).toEqual({ code: -32602, message: 'resources/read: params.uri is missing: it must be a string' });
  });

  it.each([
    ['a batch of bad requests only', [legacyCall('tools/call', { name: 7 }, 1).body, { jsonrpc: '1.0', id: 2, method: 'ping' }]],
    ['a posted response', { jsonrpc: '2.0', id: 1, result: {} }],
    ['a notification with bad params', { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: {} } }],
  ])('%s', async (_, body) => {
    await expectHandled(body, legacyHeaders);
  });
});
