import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { runInspector } from '../support/mcp-inspector';
import { eachCall, handedText, joinedText, type ClientUnderTest, type ToolCall } from './client-under-test';

const clientInfo = { name: 'packwise-client-matrix', version: '1.0.0' };

/** What both official SDKs' clients offer an app (v1 types a result as that or a pre-2024 `{ toolResult }`, hence the open shape). */
type SdkClient = {
  listTools(): Promise<{ tools: { name: string; inputSchema: Record<string, unknown> }[] }>;
  callTool(call: ToolCall): Promise<Record<string, unknown>>;
  close(): Promise<void>;
};

/** An official SDK client, once connected: an app hands the model the result's text blocks. */
async function sdkSession(connected: Promise<SdkClient>, calls: ToolCall[]) {
  const client = await connected;
  try {
    const { tools } = await client.listTools();
    const results = await eachCall(calls, async (call) => handedText(joinedText((await client.callTool(call)).content)));
    return { tools: tools.map(({ name, inputSchema }) => ({ name, inputSchema })), results };
  } finally {
    await client.close();
  }
}

async function legacyClient(transport: Transport): Promise<SdkClient> {
  const client = new Client(clientInfo);
  await client.connect(transport);
  return client;
}

async function modernClient(mcpUrl: string): Promise<SdkClient> {
  const client = new ModernClient(clientInfo, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await client.connect(new ModernTransport(new URL(mcpUrl)));
  return client;
}

const mcpRemote = createRequire(import.meta.url).resolve('mcp-remote/dist/proxy.js');

export const sdkClients: ClientUnderTest[] = [
  { name: 'SDK v1 (legacy initialize)', session: (mcpUrl, calls) => sdkSession(legacyClient(new StreamableHTTPClientTransport(new URL(mcpUrl))), calls) },
  { name: 'SDK v2 (2026-07-28)', session: (mcpUrl, calls) => sdkSession(modernClient(mcpUrl), calls) },
  {
    // The stdio bridge desktop assistants use for remote servers; its OAuth state goes to a home of its own.
    name: 'mcp-remote',
    session: (mcpUrl, calls) =>
      sdkSession(
        legacyClient(
          new StdioClientTransport({
          command: process.execPath,
          args: [mcpRemote, mcpUrl, '--transport', 'http-only', '--allow-http', '--silent'],
          env: { PATH: process.env.PATH ?? '', HOME: mkdtempSync(join(tmpdir(), 'packwise-mcp-remote-')) },
          stderr: 'ignore',
          }),
        ),
        calls,
      ),
  },
  {
    // One process per request, as a script or a CI check uses it; `--strict` checks the schemas' portability.
    name: 'MCP Inspector CLI',
    session: async (mcpUrl, calls) => {
      const home = mkdtempSync(join(tmpdir(), 'packwise-inspector-'));
      const listed = await runInspector(mcpUrl, home, '--method', 'tools/list', '--strict');
      const results = await eachCall(calls, async (call) => {
        // A list or a number is written as JSON, which the CLI parses back: `dimensions=[22,14,9]`.
        const toolArgs = Object.entries(call.arguments).flatMap(([key, value]) => ['--tool-arg', `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`]);
        const run = await runInspector(mcpUrl, home, '--method', 'tools/call', '--tool-name', call.name, ...toolArgs);
        return run.result ? handedText(joinedText(run.result.content)) : handedText(run.error?.message ?? '');
      });
      rmSync(home, { recursive: true, force: true });
      return { tools: (listed.result?.tools ?? []).map(({ name, inputSchema }) => ({ name, inputSchema })), results };
    },
  },
];
