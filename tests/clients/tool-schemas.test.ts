import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { genkitValidate } from './framework-schema-checks';
import { z } from 'zod';
const toolJsonSchema = (s: z.ZodType, io: 'input' | 'output') => s['~standard'].jsonSchema[io]({ target: 'draft-2020-12' });
import { tools } from '@/lib/mcp/tools';

/** Arguments a model typically sends, and ones each tool must refuse. */
const typicalArguments: Record<string, { valid: Record<string, unknown>; invalid: Record<string, unknown> }> = {
  search_answers: { valid: { query: 'power bank' }, invalid: { query: '' } },
  get_page: { valid: { url_or_slug: 'pricing' }, invalid: {} },
  list_pages: { valid: {}, invalid: [] as unknown as Record<string, unknown> },
  list_changes: { valid: { since: '2026-01-01', scope: 'GB' }, invalid: { kind: 'new-rules' } },
  check_item: { valid: { item: '27000mAh power bank', from: 'US', via: ['LHR'], date: '2026-12-20' }, invalid: { item: 'power bank', via: 'LHR' } },
  check_bag: { valid: { dimensions: [55, 40, 20], airlines: ['FR', 'easyJet'], fare: 'basic' }, invalid: { dimensions: [55, 40], airlines: 'FR' } },
};

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, member]) => [key, ...keysOf(member)]);
}

describe.each(tools.map((tool) => [tool.name, tool] as const))('%s: schemas every validator reads', (name, tool) => {
  const input = toolJsonSchema(tool.inputSchema, 'input');
  const output = toolJsonSchema(tool.outputSchema, 'output');

  it('names no dialect: 2020-12 is MCP’s default, and Genkit’s validator does not know its URI', () => {
    expect(keysOf(input)).not.toContain('$schema');
    expect(keysOf(output)).not.toContain('$schema');
  });

  it('compiles in strict JSON Schema 2020-12 (Ajv)', () => {
    const ajv = addFormats(new Ajv2020({ strict: true, allErrors: true }));
    expect(() => ajv.compile(input)).not.toThrow();
    expect(() => ajv.compile(output)).not.toThrow();
  });

  it('Genkit accepts typical arguments and the tool’s own result, and refuses invalid arguments', async () => {
    const { valid, invalid } = typicalArguments[name]!;
    expect(genkitValidate(valid, { jsonSchema: input })).toMatchObject({ valid: true });
    expect(genkitValidate(invalid, { jsonSchema: input })).toMatchObject({ valid: false });
    const result = await tool.run(valid as never);
    expect(genkitValidate(result.structuredContent, { jsonSchema: output })).toMatchObject({ valid: true });
  });
});
