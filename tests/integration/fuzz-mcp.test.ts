import fc from 'fast-check';
import { expect, inject, it } from 'vitest';
import { summarizeFindings, type Finding } from '../support/fuzz-findings';
import { fuzzSeed, statusHistogram } from '../support/fuzz-run';
import { rawRequest, type RawReply, type RawRequest } from '../support/raw-http';
import { MAX_MCP_BODY_BYTES, MCP_PROTOCOL_VERSIONS } from '@/lib/mcp/protocol';
import { inPool } from '@/lib/in-pool';

const baseUrl = inject('baseUrl');
const MESSAGES = 3_500;
const IN_FLIGHT = 12;

const UNKNOWN_VERSIONS = ['2099-01-01', '2024-10-07', '2025-13-40', 'latest', '', '2026-07-28 ', '1.0'];
const version = fc.oneof(fc.constantFrom(...MCP_PROTOCOL_VERSIONS), fc.constantFrom(...UNKNOWN_VERSIONS));
const METHODS = [
  'initialize', 'server/discover', 'tools/list', 'tools/call', 'resources/list', 'resources/read', 'resources/templates/list',
  'prompts/list', 'prompts/get', 'ping', 'notifications/initialized', 'notifications/cancelled', 'logging/setLevel',
  'completion/complete', 'subscriptions/listen', 'sampling/createMessage', 'packing/teleport', '', 'constructor', '__proto__',
];
const TOOLS = ['search_answers', 'get_page', 'list_pages', 'book_flight', 'constructor', '__proto__', ''];

/** Any JSON value, small: wrong types wherever a field is expected. */
const anyJson = fc.jsonValue({ maxDepth: 3 });
const words = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('constructor', '__proto__', 'toString liquids', 'carry-on', '../../etc/passwd', '%ZZ', '/%E0%A4%A/index.md', 'http://evil.example/x/'),
  // Up to and past the 64 KiB body limit: the server must refuse with 413, not fail.
  fc.integer({ min: 1_000, max: MAX_MCP_BODY_BYTES + 2_000 }).map((n) => 'q'.repeat(n)),
);
const toolArguments = fc.oneof(
  fc.record({ query: fc.oneof(words, anyJson) }, { requiredKeys: [] }),
  fc.record({ url_or_slug: fc.oneof(words, anyJson) }, { requiredKeys: [] }),
  anyJson,
);
const clientInfo = fc.oneof(fc.constant({ name: 'fuzz', version: '1.0.0' }), anyJson);

function meta(protocolVersion: string, info: unknown) {
  return {
    'io.modelcontextprotocol/protocolVersion': protocolVersion,
    'io.modelcontextprotocol/clientInfo': info,
    'io.modelcontextprotocol/clientCapabilities': {},
  };
}

const params = fc.oneof(
  fc.record({ protocolVersion: version, capabilities: fc.oneof(fc.constant({}), anyJson), clientInfo }),
  fc.record({ name: fc.constantFrom(...TOOLS), arguments: toolArguments }),
  fc.tuple(version, clientInfo, fc.constantFrom(...TOOLS), toolArguments).map(([v, info, name, args]) => ({ name, arguments: args, _meta: meta(v, info) })),
  fc.tuple(version, clientInfo).map(([v, info]) => ({ _meta: meta(v, info) })),
  fc.record({ uri: fc.oneof(words, anyJson) }),
  anyJson,
);

/** A JSON-RPC message, mostly well formed, with every field sometimes wrong or missing. */
const message = fc.record(
  {
    jsonrpc: fc.oneof({ weight: 9, arbitrary: fc.constant('2.0') }, { weight: 1, arbitrary: anyJson }),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.constant(null), anyJson),
    method: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...METHODS) }, { weight: 1, arbitrary: anyJson }),
    params,
  },
  { requiredKeys: ['method'] },
);

const body = fc.oneof(
  { weight: 12, arbitrary: message.map((m) => JSON.stringify(m)) },
  { weight: 2, arbitrary: fc.array(message, { maxLength: 5 }).map((batch) => JSON.stringify(batch)) },
  { weight: 1, arbitrary: message.map((m) => JSON.stringify(m)).chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))) },
  { weight: 1, arbitrary: fc.oneof(anyJson.map((value) => JSON.stringify(value)), fc.string({ maxLength: 100 })) },
);

const asciiName = fc.stringMatching(/^[\x20-\x7e]{0,30}$/);
const headers = fc.record(
  {
    'content-type': fc.oneof({ weight: 9, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/json; charset=latin1', 'application/jsonx', '') }),
    accept: fc.oneof({ weight: 6, arbitrary: fc.constant('application/json, text/event-stream') }, { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/event-stream', '*/*', '') }),
    'mcp-protocol-version': version,
    'mcp-method': fc.oneof(fc.constantFrom(...METHODS), asciiName),
    'mcp-name': fc.oneof(fc.constantFrom(...TOOLS), asciiName),
    'mcp-session-id': asciiName,
    // Mostly a loopback origin, so that most messages get past the DNS-rebinding guard (403) to the server.
    origin: fc.oneof({ weight: 6, arbitrary: fc.constant('http://127.0.0.1') }, { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') }),
  },
  { requiredKeys: ['content-type'] },
);

/** Words and values that once broke a tool ("constructor" found Object.prototype) or that probe its input handling. */
const TRICKY_ARGUMENTS: unknown[] = [
  'constructor', '__proto__', 'toString liquids', 'hasOwnProperty', '../../etc/passwd', '/%ZZ/index.md', '%E0%A4%A',
  'http://evil.example/packing-list/', '', ' ', 'q'.repeat(201), 'q'.repeat(60_000), 7, null, ['carry-on'], { query: 'x' },
];

/**
 * Every tool with every tricky argument, through every protocol version and both handshakes, well formed
 * so that each reaches the tool itself: what random messages reach only by chance.
 */
const everyToolCall: RawRequest[] = MCP_PROTOCOL_VERSIONS.flatMap((protocolVersion) =>
  TOOLS.slice(0, 3).flatMap((name) =>
    TRICKY_ARGUMENTS.map((value, id) => {
      const args = { query: value, url_or_slug: value };
      const legacy = protocolVersion !== '2026-07-28';
      const params = legacy ? { name, arguments: args } : { name, arguments: args, _meta: meta(protocolVersion, { name: 'fuzz', version: '1.0.0' }) };
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': protocolVersion,
        ...(legacy ? {} : { 'mcp-method': 'tools/call', 'mcp-name': name }),
      };
      return { method: 'POST', target: '/mcp', headers, body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params }) };
    }),
  ),
);

const request: fc.Arbitrary<RawRequest> = fc.record({ body, headers }).map(({ body, headers }) => ({ method: 'POST', target: '/mcp', headers, body }));

const LEAKS = [/\/work\//, /node_modules/, /\n\s+at \S.*:\d+:\d+/, /is not a function|Cannot read properties of/];

function isJsonRpc(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { jsonrpc?: unknown }).jsonrpc === '2.0';
}

/** Every reply: under 500, open CORS, JSON-RPC in JSON (or nothing, for notifications), no internals. */
function replyProblems(reply: RawReply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`status ${reply.status}`);
  if (reply.headers['access-control-allow-origin'] !== '*') problems.push('no Access-Control-Allow-Origin: *');
  if (LEAKS.some((leak) => leak.test(reply.body))) problems.push(`internals in the body: ${reply.body.slice(0, 160)}`);
  if (reply.body === '') {
    if (reply.status !== 202) problems.push(`empty body with ${reply.status}`);
    return problems;
  }
  if (!reply.headers['content-type']?.startsWith('application/json')) return [...problems, `not JSON (${reply.headers['content-type']})`];
  try {
    const parsed: unknown = JSON.parse(reply.body);
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    if (!messages.every(isJsonRpc)) problems.push('not a JSON-RPC message');
    if (reply.status >= 400 && !messages.every((m) => typeof (m as { error?: unknown }).error === 'object')) problems.push('a failure without a JSON-RPC error');
  } catch {
    problems.push('invalid JSON');
  }
  return problems;
}

it(`answers every tool call with tricky arguments and ${MESSAGES} fuzzed JSON-RPC messages without a 5xx, always as JSON-RPC with CORS`, async () => {
  const seed = fuzzSeed('fuzz-mcp');
  const requests = [...everyToolCall, ...fc.sample(request, { seed, numRuns: MESSAGES })];
  const findings = await inPool(requests, IN_FLIGHT, async (sent): Promise<Finding> => {
    try {
      const reply = await rawRequest(baseUrl, sent);
      return { request: sent, status: reply.status, problems: replyProblems(reply) };
    } catch (error) {
      return { request: sent, status: 'no reply', problems: [`no reply: ${(error as Error).message}`] };
    }
  });
  console.log(`fuzz-mcp: ${requests.length} messages, by status:`, statusHistogram(findings.map(({ status }) => status)));
  expect(summarizeFindings(findings.filter(({ problems }) => problems.length > 0))).toEqual([]);
}, 180_000);
