import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Direction = 'input' | 'output';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

/**
 * A converted schema without its `$schema` key. 2020-12 is MCP's default dialect (MCP 2025-11-25
 * §JSON Schema Usage), so the key says nothing, and validators that do not know the dialect's URI
 * fail on it: Genkit 1.42 threw `no schema with key or ref` on the first call of every tool, and the
 * AI SDK copied the key into every tool definition it sent to a model provider.
 */
function withoutDialect({ $schema: _dialect, ...json }: JsonSchema): JsonSchema {
  return json;
}

/**
 * A copy of `schema` whose Standard JSON Schema conversion runs once per direction and target, and
 * leaves out the `$schema` key; `listed` shapes what is listed (an output schema's outline).
 *
 * Serving is stateless, so every request builds a fresh `McpServer`, and the SDK memoizes a tool's
 * converted `inputSchema` and `outputSchema` on that instance only: without this, every `tools/call`
 * converted both zod schemas again (a fifth of the endpoint's CPU in a profile). The schemas are
 * fixed at build time, so the result is computed once and frozen, which also makes any caller that
 * tried to edit the shared copy fail loudly instead of corrupting later replies.
 */
export function withMemoizedJsonSchema<Schema extends z.ZodType>(schema: Schema, listed: (json: JsonSchema) => JsonSchema = (json) => json): Schema {
  const copy = schema.clone();
  const standard = copy['~standard'];
  const converted = new Map<string, JsonSchema>();
  const convert =
    (direction: Direction) =>
    (options: Parameters<typeof standard.jsonSchema.input>[0]): JsonSchema => {
      // Vendor-specific options are rare and open-ended: those conversions are not worth caching.
      if (options.libraryOptions !== undefined) return withoutDialect(standard.jsonSchema[direction](options));
      const key = `${direction} ${options.target}`;
      let json = converted.get(key);
      if (json === undefined) {
        json = deepFreeze(listed(withoutDialect(standard.jsonSchema[direction](options))));
        converted.set(key, json);
      }
      return json;
    };
  copy['~standard'] = { ...standard, jsonSchema: { input: convert('input'), output: convert('output') } };
  return copy;
}

/** A tool schema as `tools/list` sends it: the SDK converts with this target (MCP's default dialect). */
export function toolJsonSchema(schema: z.ZodType, direction: Direction): JsonSchema {
  return schema['~standard'].jsonSchema[direction]({ target: 'draft-2020-12' });
}
