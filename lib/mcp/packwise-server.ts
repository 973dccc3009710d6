import { McpServer } from '@modelcontextprotocol/server';
import { registerPageResources } from './resources';
import { serverInfo, serverOptions } from './server-definition';
import { registerTools } from './tools';

/**
 * A fresh server for one request, with Packwise's tools and resources: one definition for every
 * protocol era. Serving is stateless, so nothing outlives the exchange.
 */
export function createPackwiseServer(): McpServer {
  const server = new McpServer(serverInfo, serverOptions);
  registerTools(server);
  registerPageResources(server);
  return server;
}
