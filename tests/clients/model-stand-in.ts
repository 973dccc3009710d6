import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OfferedTool, ToolCall } from './client-under-test';

/**
 * A model on loopback that speaks three providers' APIs: OpenAI Chat Completions, Anthropic Messages
 * and Gemini generateContent. Its first answer to a request that offers the tools asks for every call
 * at once; the next request carries the tools' results, which it records as the model received them,
 * and it ends the turn. Requests that offer no tools (titles, summaries) get a short text.
 */
export type ModelStandIn = {
  url: string;
  /** The tools the client offered the model, as it described them. */
  offered: OfferedTool[];
  /** Each call's result as it reached the model (the provider's JSON), by call index. */
  received: unknown[];
  close(): Promise<void>;
};

type Json = Record<string, unknown>;
const FINAL_TEXT = 'Done.';
const callId = (index: number) => `call_${index}`;
const indexOf = (id: unknown) => Number(String(id).replace(/^call_/, ''));

/** The offered tool that stands for an MCP tool: clients prefix names (`mcp__packwise__`, `packwise_`). */
function offeredName(offered: OfferedTool[], name: string): string {
  return offered.find((tool) => tool.name === name || tool.name.endsWith(`_${name}`))?.name ?? name;
}

function sse(response: ServerResponse, events: { event?: string; data: unknown }[]) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream' });
  for (const { event, data } of events) response.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  response.end();
}

export async function startModelStandIn(calls: ToolCall[]): Promise<ModelStandIn> {
  const offered: OfferedTool[] = [];
  const received: unknown[] = [];
  // Offered under the MCP tool's own name, whatever prefix the client gave it.
  const offer = (tools: OfferedTool[]) => {
    if (offered.length > 0) return;
    for (const tool of tools) offered.push({ ...tool, name: calls.find((call) => tool.name === call.name || tool.name.endsWith(`_${call.name}`))?.name ?? tool.name });
  };

  function openAi(body: Json, response: ServerResponse) {
    const messages = (body.messages ?? []) as Json[];
    const tools = ((body.tools ?? []) as { function: { name: string; parameters: Json } }[]).map(({ function: f }) => ({ name: f.name, inputSchema: f.parameters }));
    offer(tools);
    for (const message of messages) if (message.role === 'tool') received[indexOf(message.tool_call_id)] = message.content;
    const asking = tools.length > 0 && !messages.some((message) => message.role === 'tool');
    const message = asking
      ? {
          role: 'assistant',
          content: null,
          tool_calls: calls.map((call, index) => ({ id: callId(index), type: 'function', function: { name: offeredName(tools, call.name), arguments: JSON.stringify(call.arguments) } })),
        }
      : { role: 'assistant', content: FINAL_TEXT };
    const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ id: 'chatcmpl-0', object: 'chat.completion', created: 0, model: body.model, choices: [{ index: 0, message, finish_reason: asking ? 'tool_calls' : 'stop' }], usage }));
  }

  function anthropic(body: Json, response: ServerResponse) {
    const messages = (body.messages ?? []) as { role: string; content: unknown }[];
    const tools = ((body.tools ?? []) as { name: string; input_schema?: Json }[]).filter((tool) => tool.input_schema).map((tool) => ({ name: tool.name, inputSchema: tool.input_schema! }));
    const mcpTools = tools.filter((tool) => calls.some((call) => tool.name.endsWith(`_${call.name}`)));
    offer(mcpTools);
    const results = messages.flatMap((message) => (Array.isArray(message.content) ? (message.content as Json[]) : [])).filter((block) => block.type === 'tool_result');
    for (const result of results) received[indexOf(result.tool_use_id)] = result.content;
    const asking = mcpTools.length > 0 && results.length === 0;
    const content = asking
      ? calls.map((call, index) => ({ type: 'tool_use', id: callId(index), name: offeredName(mcpTools, call.name), input: call.arguments }))
      : [{ type: 'text', text: FINAL_TEXT }];
    const usage = { input_tokens: 1, output_tokens: 1 };
    const message = { id: 'msg_0', type: 'message', role: 'assistant', model: body.model, content: [], stop_reason: null, usage };
    if (!body.stream) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ...message, content, stop_reason: asking ? 'tool_use' : 'end_turn' }));
      return;
    }
    sse(response, [
      { event: 'message_start', data: { type: 'message_start', message } },
      ...content.flatMap((block, index) => {
        const start = 'input' in block ? { ...block, input: {} } : { type: 'text', text: '' };
        const delta = 'input' in block ? { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } : { type: 'text_delta', text: block.text };
        return [
          { event: 'content_block_start', data: { type: 'content_block_start', index, content_block: start } },
          { event: 'content_block_delta', data: { type: 'content_block_delta', index, delta } },
          { event: 'content_block_stop', data: { type: 'content_block_stop', index } },
        ];
      }),
      { event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason: asking ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } } },
      { event: 'message_stop', data: { type: 'message_stop' } },
    ]);
  }

  function gemini(body: Json, streaming: boolean, response: ServerResponse) {
    const contents = (body.contents ?? []) as { parts?: Json[] }[];
    const declarations = ((body.tools ?? []) as { functionDeclarations?: { name: string; parameters?: Json; parametersJsonSchema?: Json }[] }[]).flatMap((tool) => tool.functionDeclarations ?? []);
    const tools = declarations.map((declaration) => ({ name: declaration.name, inputSchema: declaration.parametersJsonSchema ?? declaration.parameters ?? {} }));
    const mcpTools = tools.filter((tool) => calls.some((call) => tool.name === call.name || tool.name.endsWith(`_${call.name}`)));
    offer(mcpTools);
    const results = contents.flatMap((content) => content.parts ?? []).flatMap((part) => (part.functionResponse ? [part.functionResponse as Json] : []));
    for (const result of results) received[indexOf(result.id)] = result.response;
    const asking = mcpTools.length > 0 && results.length === 0;
    const parts = asking
      ? calls.map((call, index) => ({ functionCall: { id: callId(index), name: offeredName(mcpTools, call.name), args: call.arguments } }))
      : [{ text: FINAL_TEXT }];
    const reply = { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 } };
    if (streaming) return sse(response, [{ data: reply }]);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(reply));
  }

  async function answer(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = (raw ? JSON.parse(raw) : {}) as Json;
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (path.endsWith('/chat/completions')) return openAi(body, response);
    if (path.endsWith('/messages')) return anthropic(body, response);
    if (path.endsWith(':countTokens') || path.endsWith('/count_tokens')) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify({ totalTokens: 1, input_tokens: 1 }));
    }
    if (path.includes(':streamGenerateContent')) return gemini(body, true, response);
    if (path.includes(':generateContent')) return gemini(body, false, response);
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: { message: `The model stand-in does not answer ${request.method} ${path}` } }));
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    offered,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
