import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { apiErrorCodes } from '@/lib/api/api-errors';
import { openApiDocument } from '@/lib/openapi/openapi-document';
import version1 from '../fixtures/openapi-1.0.0.json';

describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('is valid OpenAPI 3.1.0, version 1.10.0: the list of changes (1.1.0), the item catalogue and check_item (1.2.0), item Markdown (1.3.0), items among search hits (1.4.0), airline allowances (1.5.0), answers in hits (1.6.0), what search read (1.7.0) every source of an airline’s answer (1.8.0) border rules in check_item (1.9.0) and the trip a search names (1.10.0), added to 1.0.0', async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.10.0');
  });

  it('has the four operations of the spec, since 1.1.0 listChanges, and since 1.2.0 listItems, downloadItemsCsv and getItem, since 1.3.0 getItemMarkdown, and since 1.5.0 listAirlines and getAirline', () => {
    const operationIds = Object.values(document.paths).map((path) => path.get.operationId);
    expect(operationIds).toEqual(['listPages', 'searchAnswers', 'listChanges', 'listItems', 'downloadItemsCsv', 'getItem', 'listAirlines', 'getAirline', 'getItemMarkdown', 'getHomeMarkdown', 'getPageMarkdown']);
  });

  // tests/fixtures/openapi-1.0.0.json is the document of 1.0.0 (commit f71116d): what clients of 1.0.0 rely on may grow, never change.
  it('keeps every operation and component of 1.0.0 as it was, additions aside', () => {
    for (const [path, operations] of Object.entries(version1.paths)) expect(changesFrom(operations, document.paths[path as keyof typeof document.paths]), path).toEqual([]);
    for (const [id, schema] of Object.entries(version1.schemas)) expect(changesFrom(schema, document.components.schemas[id]), id).toEqual([]);
  });

  it('generates one component for each zod wire shape', () => {
    const registered = ['FaqPair', 'Source', 'Page', 'PagesIndex', 'SearchHit', 'SearchSuggestion', 'SearchResponse', 'Error', 'ChangeSource', 'RuleLimit', 'Change', 'ChangeList', 'ItemSummary', 'ItemIndex', 'ItemDetail', 'HitKind', 'Airline', 'AirlineIndex', 'AnswerSource', 'HitAnswer'];
    expect(Object.keys(document.components.schemas).sort()).toEqual(registered.sort());
  });

  it('documents every error code', () => {
    for (const code of Object.keys(apiErrorCodes)) expect(document.info.description).toContain(`\`${code}\``);
  });
});

/**
 * Where `now` is not `then` grown: every field of `then` kept, an object's other fields added, a list
 * only lengthened at its end and a text only continued (a description may say more after what it said).
 */
function changesFrom(then: unknown, now: unknown, at = ''): string[] {
  if (typeof then === 'string') return typeof now === 'string' && now.startsWith(then) ? [] : [at];
  if (Array.isArray(then)) return Array.isArray(now) && now.length >= then.length ? then.flatMap((value, index) => changesFrom(value, now[index], `${at}[${index}]`)) : [at];
  if (then !== null && typeof then === 'object') {
    if (now === null || typeof now !== 'object') return [at];
    return Object.entries(then).flatMap(([key, value]) => changesFrom(value, (now as Record<string, unknown>)[key], `${at}.${key}`));
  }
  return Object.is(then, now) ? [] : [at];
}
