import {
  hostHeaderValidationResponse,
  isJsonContentType,
  localhostAllowedHostnames,
  localhostAllowedOrigins,
  originValidationResponse,
  readRequestBody,
} from '@modelcontextprotocol/server';
import { directToolCall } from './direct-tool-call';
import { MAX_MCP_BODY_BYTES } from './protocol';
import { requestRejection } from './request-rejection';
import { serveWithSdk } from './sdk-exchange';
import { preflightResponse } from '@/lib/http/preflight';
import { corsHeaders } from '@/lib/http/response-headers';
import { siteUrl } from '@/lib/site/site-url';

const ALLOWED_METHODS = 'POST, OPTIONS';

/** What a browser MCP client sends, and the response headers it must be able to read. */
const MCP_REQUEST_HEADERS = 'Content-Type, Accept, MCP-Protocol-Version, Mcp-Method, Mcp-Name';
const MCP_EXPOSED_HEADERS = 'MCP-Protocol-Version, Mcp-Session-Id';

function jsonRpcError(status: number, code: number, message: string, id: string | number | null = null): Response {
  return Response.json({ jsonrpc: '2.0', id, error: { code, message } }, { status });
}

const MCP_CORS_HEADERS = Object.entries(corsHeaders(MCP_EXPOSED_HEADERS));

/**
 * Every reply here is built in this process (`Response.json` or the SDK's), so its headers are
 * mutable: setting them in place spares re-wrapping the body stream of every reply.
 */
function withCors(response: Response): Response {
  for (const [name, value] of MCP_CORS_HEADERS) response.headers.set(name, value);
  return response;
}

const isLoopbackSite = ['localhost', '127.0.0.1', '[::1]'].includes(new URL(siteUrl).hostname);

/**
 * MCP transports spec (DNS rebinding): a server bound to loopback must refuse requests whose Host or
 * Origin names another host. Deployed publicly, every origin is welcome.
 */
function rebindingRejection(request: Request): Response | undefined {
  if (!isLoopbackSite) return undefined;
  return (
    hostHeaderValidationResponse(request, localhostAllowedHostnames()) ??
    originValidationResponse(request, localhostAllowedOrigins())
  );
}

async function answer(request: Request): Promise<Response> {
  const rejected = rebindingRejection(request);
  if (rejected) return rejected;
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return jsonRpcError(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
  }
  const body = await readRequestBody(request, MAX_MCP_BODY_BYTES);
  if (body.tooLarge) return jsonRpcError(413, -32000, `Request body too large: the limit is ${MAX_MCP_BODY_BYTES} bytes`);
  let parsedBody: unknown;
  try {
    parsedBody = JSON.parse(body.text);
  } catch {
    return jsonRpcError(400, -32700, 'Parse error: the request body is not valid JSON');
  }
  if (Array.isArray(parsedBody)) return answerBatch(request, parsedBody);
  const rejection = requestRejection(parsedBody);
  if (rejection) return jsonRpcError(rejection.status, rejection.code, rejection.message, rejection.id);
  return route(request, parsedBody);
}

/**
 * A tool call in its plainest form is answered directly; everything else, and every batch, is the
 * SDK's (see `directToolCall` for why the one path exists).
 */
async function route(request: Request, parsedBody: unknown): Promise<Response> {
  return (await directToolCall(request, parsedBody)) ?? serveWithSdk(request, parsedBody);
}

/**
 * A 2025-03-26 batch: requests with a bad envelope or bad params are answered here, the rest are
 * served as a batch of their own, and the replies are joined (JSON-RPC 2.0 §6 lets them come in any
 * order). Only batches with a rejected request pay for reading the served replies back.
 */
async function answerBatch(request: Request, batch: unknown[]): Promise<Response> {
  const rejections = batch.map(requestRejection);
  if (rejections.every((rejection) => rejection === undefined)) return serveWithSdk(request, batch);
  const errors = rejections.flatMap((rejection) => (rejection ? [{ jsonrpc: '2.0', id: rejection.id, error: { code: rejection.code, message: rejection.message } }] : []));
  const rest = batch.filter((_, index) => rejections[index] === undefined);
  if (rest.length === 0) return Response.json(errors);
  const served = await serveWithSdk(request, rest);
  if (!served.headers.get('content-type')?.startsWith('application/json')) return Response.json(errors);
  const replies: unknown = await served.json();
  return Response.json([...(Array.isArray(replies) ? replies : [replies]), ...errors]);
}

/** POST /mcp (spec §4.6): every reply is JSON and carries CORS headers. */
export async function handleMcpPost(request: Request): Promise<Response> {
  return withCors(await answer(request));
}

export function mcpPreflight(): Response {
  return preflightResponse({ methods: ALLOWED_METHODS, allowHeaders: MCP_REQUEST_HEADERS, exposeHeaders: MCP_EXPOSED_HEADERS });
}

/** GET (a 2025 SSE stream) and DELETE (a 2025 session end) mean nothing to a stateless server. */
export function mcpMethodNotAllowed(request: Request): Response {
  const response = jsonRpcError(405, -32000, `Method not allowed: ${request.method}. Send JSON-RPC messages with POST.`);
  response.headers.set('Allow', ALLOWED_METHODS);
  return withCors(response);
}
