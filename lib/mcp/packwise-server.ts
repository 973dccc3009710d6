import { McpServer } from '@modelcontextprotocol/server';
import { registerPageResources } from './resources';
import { serverInfo, serverOptions } from './server-definition';
import { registerTools } from './tools';

/**
 * A server with Packwise's tools and resources: one definition for every protocol era. Serving is
 * stateless: a server serves one exchange at a time, and nothing of a client outlives it.
 */
export function createPackwiseServer(): McpServer {
  const server = new McpServer(serverInfo, serverOptions);
  registerTools(server);
  registerPageResources(server);
  return server;
}
