import { createMCPClient } from '@ai-sdk/mcp';
import { createMcpClient as createGenkitMcpClient } from '@genkit-ai/mcp';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { MCPClient as MastraMcpClient } from '@mastra/mcp';
import { genkit } from 'genkit';
import { eachCall, handedObject, handedText, joinedText, type ClientUnderTest, type HandedOn } from './client-under-test';

/** What a model reads of an AI SDK or Mastra `toModelOutput` value. */
function modelOutput(output: { type: string; value: unknown }): HandedOn {
  if (output.type === 'text' && typeof output.value === 'string') return handedText(output.value);
  if (output.type === 'content' && Array.isArray(output.value)) return handedText(output.value.map((part: { text?: string }) => part.text ?? '').join('\n\n'));
  return handedObject(output.value);
}

/** What a LangChain ToolMessage's content is to a model: a string, or its text blocks. */
function toolMessageContent(content: unknown): HandedOn {
  if (typeof content === 'string') return handedText(content);
  return handedText(joinedText(content));
}

export const frameworkClients: ClientUnderTest[] = [
  {
    name: 'AI SDK (@ai-sdk/mcp)',
    session: async (mcpUrl, calls) => {
      const client = await createMCPClient({ transport: { type: 'http', url: mcpUrl } });
      try {
        const tools = await client.tools();
        const results = await eachCall(calls, async (call) => {
          const tool = tools[call.name]!;
          const options = { toolCallId: call.name, messages: [], context: {} };
          const output: unknown = await tool.execute!(call.arguments, options);
          return modelOutput((await tool.toModelOutput!({ ...options, input: call.arguments, output: output as never })) as { type: string; value: unknown });
        });
        // The AI SDK wraps the listed schema with `jsonSchema()`, which keeps it as `.jsonSchema`: what a provider is sent.
        const offered = Object.entries(tools).map(([name, tool]) => ({ name, inputSchema: (tool.inputSchema as unknown as { jsonSchema: Record<string, unknown> }).jsonSchema }));
        return { tools: offered, results };
      } finally {
        await client.close();
      }
    },
  },
  {
    name: 'LangChain (@langchain/mcp-adapters)',
    // Without `verboseParsingErrors`, its message does not say which argument was wrong.
    ownArgumentCheck: /^Received tool input did not match expected schema$/,
    session: async (mcpUrl, calls) => {
      const client = new MultiServerMCPClient({ mcpServers: { packwise: { url: mcpUrl, transport: 'http' } } });
      try {
        const tools = await client.getTools();
        const byName = new Map(tools.map((tool) => [tool.name, tool]));
        const results = await eachCall(calls, async (call) => {
          const message = await byName.get(call.name)!.invoke({ type: 'tool_call', id: call.name, name: call.name, args: call.arguments });
          return toolMessageContent(message.content);
        });
        const offered = tools.map((tool) => ({ name: tool.name, inputSchema: tool.schema as Record<string, unknown> }));
        return { tools: offered, results };
      } finally {
        await client.close();
      }
    },
  },
  {
    name: 'Mastra (@mastra/mcp)',
    ownDialect: true,
    session: async (mcpUrl, calls) => {
      const client = new MastraMcpClient({ id: `packwise-${Date.now()}`, servers: { packwise: { url: new URL(mcpUrl) } } });
      try {
        const tools = await client.listTools();
        const results = await eachCall(calls, async (call) => {
          const tool = tools[`packwise_${call.name}`]!;
          const output: unknown = await tool.execute!(call.arguments, {} as Parameters<NonNullable<typeof tool.execute>>[1]);
          return tool.toModelOutput ? modelOutput(tool.toModelOutput(output) as { type: string; value: unknown }) : handedObject(output);
        });
        const offered = Object.values(tools).map((tool) => ({
          name: tool.id.replace(/^packwise_/, ''),
          inputSchema: tool.inputSchema?.['~standard'].jsonSchema.input({ target: 'draft-2020-12' }) ?? {},
        }));
        return { tools: offered, results };
      } finally {
        await client.disconnect();
      }
    },
  },
  {
    name: 'Genkit (@genkit-ai/mcp)',
    session: async (mcpUrl, calls) => {
      const ai = genkit({});
      const client = createGenkitMcpClient({ name: 'packwise', mcpServer: { url: mcpUrl } });
      await client.ready();
      try {
        const tools = await client.getActiveTools(ai);
        const byName = new Map(tools.map((tool) => [tool.__action.name.replace(/^packwise\//, ''), tool]));
        // Genkit hands the model the tool's output: the structured content, or `{ error }` for a tool error.
        const results = await eachCall(calls, async (call) => handedObject(await byName.get(call.name)!(call.arguments)));
        const offered = [...byName].map(([name, tool]) => ({ name, inputSchema: (tool.__action.inputJsonSchema ?? {}) as Record<string, unknown> }));
        return { tools: offered, results };
      } finally {
        await client.disable();
      }
    },
  },
];
