/** A tool call a model asks for. */
export type ToolCall = { name: string; arguments: Record<string, unknown> };

/**
 * What a client hands the model for one tool call: text, an object (measured as its JSON), or the
 * message of an error the client threw instead (an agent loop passes that on as the tool's answer).
 */
export type HandedOn = { form: 'text' | 'object' | 'thrown'; text: string };

/** A tool as the client offers it to the model: its name and input schema. */
export type OfferedTool = { name: string; inputSchema: Record<string, unknown> };

export type Session = { tools: OfferedTool[]; results: HandedOn[] };

/** One client: connect to `mcpUrl`, list the tools, make every call, and report what the model got. */
export type ClientUnderTest = {
  name: string;
  session(mcpUrl: string, calls: ToolCall[]): Promise<Session>;
  /** The client checks arguments against the tool's schema itself and refuses them in these words: the server's advice never comes. */
  ownArgumentCheck?: RegExp;
  /** The client converts the listed schema with a converter of its own, which writes its own root `$schema`. */
  ownDialect?: true;
};

export const handedText = (text: string): HandedOn => ({ form: 'text', text });
export const handedObject = (value: unknown): HandedOn => ({ form: 'object', text: JSON.stringify(value) });
export const handedError = (error: unknown): HandedOn => ({ form: 'thrown', text: error instanceof Error ? error.message : String(error) });

/** Text blocks as an app hands them on: joined by a blank line. */
export const joinedText = (content: unknown): string =>
  (Array.isArray(content) ? content : [])
    .flatMap((block: { type?: string; text?: string }) => (block.type === 'text' && block.text !== undefined ? [block.text] : []))
    .join('\n\n');

/** Each call in turn, as an app without a model loop makes them; a thrown error is what it hands on. */
export async function eachCall(calls: ToolCall[], call: (toolCall: ToolCall) => Promise<HandedOn>): Promise<HandedOn[]> {
  const results: HandedOn[] = [];
  for (const toolCall of calls) results.push(await call(toolCall).catch(handedError));
  return results;
}
