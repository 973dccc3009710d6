import type { McpServer } from '@modelcontextprotocol/server';

/** More idle servers than requests in flight at once on one instance would only hold memory. */
const MAX_IDLE = 64;

/**
 * Idle, fully registered servers for one protocol era. Building a server and registering every tool
 * and resource on it was a large share of each request's cost and garbage, for a result that never
 * changes. A server serves one exchange at a time (the SDK refuses one still connected), is taken
 * from here for one request and comes back only once that exchange has closed it (callers give
 * back only servers whose exchange left no client state behind).
 */
export function serverPool(create: () => McpServer) {
  const idle: McpServer[] = [];
  return {
    take(): McpServer {
      return idle.pop() ?? create();
    },
    giveBack(server: McpServer): void {
      if (idle.length < MAX_IDLE && !server.isConnected()) idle.push(server);
    },
  };
}
