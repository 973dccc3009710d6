import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as LegacyClient } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as LegacyTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const MODERN_VERSION = '2026-07-28';
export const LEGACY_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

const clientInfo = { name: 'packwise-tests', version: '1.0.0' };

/** Stands in for the global `fetch` of a client's transport, e.g. to alter what the server sent. */
export type TransportFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** The official v2 client, pinned to 2026-07-28 or negotiating (`auto`). */
export async function connectModernClient(baseUrl: string, mode: 'auto' | { pin: string }, fetch?: TransportFetch): Promise<Client> {
  const client = new Client(clientInfo, { versionNegotiation: { mode } });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { fetch }));
  return client;
}

/** The official v1 SDK client, which only speaks the legacy `initialize` handshake. */
export async function connectLegacyClient(baseUrl: string, fetch?: TransportFetch): Promise<LegacyClient> {
  const client = new LegacyClient(clientInfo);
  await client.connect(new LegacyTransport(new URL('/mcp', baseUrl), { fetch }));
  return client;
}

type JsonRpcResultMessage = { result?: { structuredContent?: Record<string, unknown> } };

/**
 * A fetch that hands the client every `tools/call` result with its structured content rewritten by
 * `tamper`: what a server breaking its own output schema would send.
 */
export function tamperingFetch(tamper: (structured: Record<string, unknown>) => Record<string, unknown>): TransportFetch {
  return async (url, init) => {
    const response = await fetch(url, init);
    const isToolCall = typeof init?.body === 'string' && init.body.includes('"tools/call"');
    if (!isToolCall || !response.headers.get('content-type')?.startsWith('application/json')) return response;
    const message = (await response.json()) as JsonRpcResultMessage;
    if (message.result?.structuredContent) message.result.structuredContent = tamper(message.result.structuredContent);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return Response.json(message, { status: response.status, headers });
  };
}

/** A raw JSON-RPC POST to /mcp, for the cases no official client would send. */
export function postMcp(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The per-request `_meta` envelope and headers a 2026-07-28 request carries. */
export function modernRequest(id: number, method: string, params: Record<string, unknown> = {}, version = MODERN_VERSION) {
  const body = {
    jsonrpc: '2.0',
    id,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': version,
        'io.modelcontextprotocol/clientInfo': clientInfo,
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  };
  const headers: Record<string, string> = { 'MCP-Protocol-Version': version, 'Mcp-Method': method };
  if (typeof params.name === 'string') headers['Mcp-Name'] = params.name;
  return { body, headers };
}

export function legacyInitialize(id: number, protocolVersion: string) {
  return { jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo } };
}

export type JsonRpcReply = {
  id: number | null;
  result?: Record<string, unknown> & { isError?: boolean; content?: { text: string }[] };
  error?: { code: number; message: string; data?: unknown };
};

/** The body of an MCP reply, after checking what every reply must carry: JSON and open CORS. */
export async function jsonRpcReply(response: Response): Promise<JsonRpcReply> {
  if (!response.headers.get('content-type')?.startsWith('application/json')) {
    throw new Error(`Expected a JSON reply, got ${response.headers.get('content-type')}`);
  }
  if (response.headers.get('access-control-allow-origin') !== '*') throw new Error('The reply lacks Access-Control-Allow-Origin: *');
  return (await response.json()) as JsonRpcReply;
}
