import { McpServer } from '@modelcontextprotocol/server';
import { registerPageResources } from './resources';
import { serverInfo, serverOptions } from './server-definition';
import { registerTools } from './tools';

/** Registers Packwise's tools and resources: one definition for every protocol era. */
export function registerPackwise(server: McpServer): void {
  registerTools(server);
  registerPageResources(server);
}

/** A fresh server for one request: serving is stateless, so nothing outlives the exchange. */
export function createPackwiseServer(): McpServer {
  const server = new McpServer(serverInfo, serverOptions);
  registerPackwise(server);
  return server;
}
