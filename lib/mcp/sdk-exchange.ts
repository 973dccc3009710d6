import { createMcpHandler, isLegacyRequest, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import { createPackwiseServer } from './packwise-server';
import { isPlainObject } from './plain-object';
import { serverPool } from './server-pool';

/**
 * The 2026-07-28 path: the SDK's own entry, the one mcp-handler 2.4 wraps. mcp-handler clones and
 * re-parses every request body before handing it on, and has no way to take the body the route has
 * already read; the SDK entry accepts it (`parsedBody`). Stateless: no subscription streams on
 * serverless. Pre-2026 requests never reach it (see `serveWithSdk`).
 */
const modernServers = serverPool(createPackwiseServer);
const modernHandler = createMcpHandler(
  () => {
    const server = modernServers.take();
    // The entry closes the server when the exchange ends, and sets the protocol version and client
    // identity afresh from each request's envelope: nothing of one request reaches the next.
    server.server.onclose = () => modernServers.giveBack(server);
    return server;
  },
  { legacy: 'reject', maxSubscriptions: 0 },
);

const legacyServers = serverPool(createPackwiseServer);

/** `initialize` leaves the client's version and capabilities on the server: such a server is not reused. */
function leavesClientState(parsedBody: unknown): boolean {
  const messages = Array.isArray(parsedBody) ? parsedBody : [parsedBody];
  return messages.some((message) => isPlainObject(message) && message.method === 'initialize');
}

/**
 * The pre-2026 path. The SDK entry's stateless legacy fallback (and mcp-handler 2.4 with it) answers
 * these with SSE and has no JSON switch (typescript-sdk issue 2648), so they get a server of their
 * own for the exchange, on a per-request JSON-mode transport.
 */
async function legacyJsonHandler(request: Request, parsedBody: unknown): Promise<Response> {
  const server = legacyServers.take();
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, { parsedBody });
  } finally {
    await server.close();
    if (!leavesClientState(parsedBody)) legacyServers.giveBack(server);
  }
}

/**
 * Any message or batch, served by the SDK in the era it classifies the request into. The body has
 * been read: both paths take it parsed and never touch the request's own body again.
 */
export async function serveWithSdk(request: Request, parsedBody: unknown): Promise<Response> {
  if (await isLegacyRequest(request, parsedBody)) return legacyJsonHandler(request, parsedBody);
  return modernHandler.fetch(request, { parsedBody });
}
