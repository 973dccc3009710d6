import { INVALID_PARAMS, INVALID_REQUEST, specTypeSchemas, type StandardSchemaV1 } from '@modelcontextprotocol/server';
import { isPlainObject } from './plain-object';
import { tools } from './tools';

/** A JSON-RPC error this server answers itself, before a request reaches the SDK. */
export type RequestRejection = { status: number; id: string | number | null; code: number; message: string };

/**
 * The spec schemas of the requests the server answers. The SDK checks these too, but answers a
 * failure with -32603 (Internal error) and the validator's raw text; a client sent bad params, which
 * JSON-RPC 2.0 §5.1 calls -32602 (Invalid params), and it needs to be told which field is wrong.
 * A Map, because a method is whatever a client sends: "constructor" must find nothing.
 */
const requestSchemas = new Map<string, StandardSchemaV1>([
  ['initialize', specTypeSchemas.InitializeRequest],
  ['ping', specTypeSchemas.PingRequest],
  ['server/discover', specTypeSchemas.DiscoverRequest],
  ['tools/list', specTypeSchemas.ListToolsRequest],
  ['tools/call', specTypeSchemas.CallToolRequest],
  ['resources/list', specTypeSchemas.ListResourcesRequest],
  ['resources/templates/list', specTypeSchemas.ListResourceTemplatesRequest],
  ['resources/read', specTypeSchemas.ReadResourceRequest],
]);

const toolNames: readonly string[] = tools.map(({ name }) => name);

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'an array',
};

const MAX_ISSUES_SHOWN = 3;

function fieldPath(path: StandardSchemaV1.Issue['path']): string {
  return (path ?? [])
    .map((segment) => (typeof segment === 'object' ? segment.key : segment))
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`))
    .join('');
}

/** "params.protocolVersion must be a string (got a number)": what to change, in the client's terms. */
function describeIssue(issue: StandardSchemaV1.Issue & { code?: unknown; expected?: unknown }): string {
  const field = fieldPath(issue.path) || 'the request';
  const expected = typeof issue.expected === 'string' ? TYPE_NAMES[issue.expected] : undefined;
  if (issue.code === 'invalid_type' && expected) {
    const received = /received (\w+)$/.exec(issue.message)?.[1];
    if (received === 'undefined') return `${field} is missing: it must be ${expected}`;
    if (!received) return `${field} must be ${expected}`;
    return `${field} must be ${expected} (got ${received === 'null' ? 'null' : `${/^[aeiou]/.test(received) ? 'an' : 'a'} ${received}`})`;
  }
  return `${field}: ${issue.message.replace(/^Invalid input: /, '')}`;
}

function invalidParams(id: string | number, method: string, issues: readonly StandardSchemaV1.Issue[]): RequestRejection {
  const shown = issues.slice(0, MAX_ISSUES_SHOWN).map(describeIssue);
  const more = issues.length > MAX_ISSUES_SHOWN ? `; and ${issues.length - MAX_ISSUES_SHOWN} more` : '';
  return { status: 200, id, code: INVALID_PARAMS, message: `${method}: ${shown.join('; ')}${more}` };
}

function invalidRequest(id: string | number | null, problem: string): RequestRejection {
  return { status: 400, id, code: INVALID_REQUEST, message: `Invalid request: ${problem}` };
}

/**
 * The reply to a single JSON-RPC message whose envelope or params are wrong, in words a person can
 * act on; undefined when the message is fine as far as this server can tell, or is a batch, a
 * notification or a response (the SDK's own answers for those are already specific).
 */
export function requestRejection(message: unknown): RequestRejection | undefined {
  if (!isPlainObject(message)) return undefined;
  const { jsonrpc, id, method, params } = message;
  const echoedId = typeof id === 'string' || typeof id === 'number' ? id : null;
  if (!('method' in message)) {
    if ('result' in message || 'error' in message) return undefined;
    return invalidRequest(echoedId, 'a JSON-RPC request needs "jsonrpc": "2.0", an "id" and a "method"');
  }
  if (jsonrpc !== '2.0') return invalidRequest(echoedId, '"jsonrpc" must be "2.0"');
  if (typeof method !== 'string') return invalidRequest(echoedId, '"method" must be a string, such as "tools/call"');
  if (!('id' in message)) return undefined;
  if (echoedId === null) return invalidRequest(null, '"id" must be a string or a number');
  if (params !== undefined && !isPlainObject(params)) return { status: 200, id: echoedId, code: INVALID_PARAMS, message: `${method}: params must be an object` };
  const schema = requestSchemas.get(method);
  if (!schema) return undefined;
  const result = schema['~standard'].validate({ method, params });
  // The spec schemas are synchronous; should one ever not be, the SDK still validates.
  if (result instanceof Promise) return undefined;
  if (result.issues) return invalidParams(echoedId, method, result.issues);
  if (method === 'tools/call' && isPlainObject(params) && !toolNames.includes(String(params.name))) {
    return { status: 200, id: echoedId, code: INVALID_PARAMS, message: `tools/call: unknown tool "${String(params.name).slice(0, 100)}"; the tools are ${toolNames.join(', ')}` };
  }
  return undefined;
}
