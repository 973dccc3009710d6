import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { apiErrorCodes } from '@/lib/api/api-errors';
import { openApiDocument } from '@/lib/openapi/openapi-document';

describe('the OpenAPI document', () => {
  const document = openApiDocument();

  it('is valid OpenAPI 3.1.0, version 1.0.0', async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.0.0');
  });

  it('has the four operations of the spec', () => {
    const operationIds = Object.values(document.paths).map((path) => path.get.operationId);
    expect(operationIds).toEqual(['listPages', 'searchAnswers', 'getHomeMarkdown', 'getPageMarkdown']);
  });

  it('generates one component for each zod wire shape', () => {
    const registered = ['FaqPair', 'Source', 'Page', 'PagesIndex', 'SearchHit', 'SearchSuggestion', 'SearchResponse', 'Error'];
    expect(Object.keys(document.components.schemas).sort()).toEqual(registered.sort());
  });

  it('documents every error code', () => {
    for (const code of Object.keys(apiErrorCodes)) expect(document.info.description).toContain(`\`${code}\``);
  });
});
