type JsonSchema = Record<string, unknown>;

/** What a property's outline keeps of its schema: what kind of value it is, never what is inside it. */
const VALUE_KEYWORDS = ['type', 'enum', 'const'];

function valueOutline(schema: JsonSchema): JsonSchema {
  const outline = Object.fromEntries(Object.entries(schema).filter(([keyword]) => VALUE_KEYWORDS.includes(keyword)));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) outline.anyOf = alternatives.map(valueOutline);
  return outline;
}

/**
 * A tool's output schema as `tools/list` lists it: the top-level properties with the kind of value
 * each holds and which are always there, without descriptions or what nested objects hold. Every
 * assistant reads `tools/list` into its context before its first question; the whole shapes, with
 * their descriptions, cost about 26,000 characters more there. The server still checks each reply
 * against the whole zod schema, and the OpenAPI document describes every field.
 */
export function schemaOutline(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOutline(property)])),
    ...(Array.isArray(schema.required) && { required: schema.required }),
  };
}
