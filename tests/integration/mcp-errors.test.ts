import { describe, expect, inject, it } from 'vitest';
import { jsonRpcReply, legacyInitialize, modernRequest, postMcp } from '../support/mcp-clients';
import { MAX_MCP_BODY_BYTES } from '@/lib/mcp/protocol';

const baseUrl = inject('baseUrl');
const legacyHeaders = { 'MCP-Protocol-Version': '2025-11-25' };

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
  it('an unknown method → -32601', async () => {
    await expectJsonRpcError(await postMcp(baseUrl, { jsonrpc: '2.0', id: 1, method: 'packing/teleport' }, legacyHeaders), 200, -32601);
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
