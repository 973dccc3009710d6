import { toolJsonSchema } from './memoized-json-schema';
import { MCP_PROTOCOL_VERSIONS } from './protocol';
import { serverDescription, serverInfo, serverInstructions, serverOptions } from './server-definition';
import { tools } from './tools';
import { absoluteUrl, routePaths } from '@/lib/site/urls';

/**
 * GET /.well-known/mcp.json and /mcp/server-card (the draft server-card proposal, SEP-2127): what the
 * tool server is and how to reach it, without connecting. Built from the same definitions the server
 * registers, so the card and `tools/list` cannot drift apart.
 */
export function serverCard() {
  return {
    name: serverInfo.name,
    title: serverInfo.title,
    version: serverInfo.version,
    description: serverDescription,
    websiteUrl: absoluteUrl(routePaths.home),
    documentationUrl: absoluteUrl(routePaths.developers),
    remotes: [{ type: 'streamable-http', url: absoluteUrl(routePaths.mcp) }],
    protocolVersions: MCP_PROTOCOL_VERSIONS,
    authentication: { type: 'none' },
    capabilities: serverOptions.capabilities,
    instructions: serverInstructions,
    tools: tools.map(({ name, title, description, inputSchema, annotations }) => ({
      name,
      title,
      description,
      inputSchema: toolJsonSchema(inputSchema, 'input'),
      annotations,
    })),
  };
}
