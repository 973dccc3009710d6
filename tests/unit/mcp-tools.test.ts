import { describe, expect, it } from 'vitest';
import { searchResponse } from '@/lib/api/search-response';
import type { SearchResponse } from '@/lib/api/schemas';
import { allPages } from '@/lib/content/catalogue';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { listChanges, parseChangeFilters } from '@/lib/changes/change-list';
import { toolJsonSchema } from '@/lib/mcp/memoized-json-schema';
import { airlineDocument } from '@/lib/airlines/airline-markdown';
import { tools } from '@/lib/mcp/tools';

const getPage = tools.find((tool) => tool.name === 'get_page')!;
const searchAnswers = tools.find((tool) => tool.name === 'search_answers')!;

// Claude Code and other clients reject a tool result over 25,000 tokens. English Markdown runs at about
// four characters a token; three is the cautious figure. Pages are not split into parts because none
// comes near: this test fails first if one ever does. A client hands the model either the text block or
// the structured content (Claude Code takes the latter), so each must fit on its own.
const TOKEN_LIMIT = 25_000;
const CAUTIOUS_CHARACTERS_PER_TOKEN = 3;

const staticPages = allPages().filter((page) => page.slug !== 'survey-results');

// The What changed page is a changelog that grows with every rule change; list_changes is the bounded
// way to read it (20 changes unless asked for more), so its page is held to the whole limit, not half.
const tokenShare = (slug: string) => (slug === 'rule-changes' ? 1 : 1 / 2);

describe('get_page', () => {
  it.each(allPages().map((page) => [page.sourceFile, page] as const))('%s fits in half the client token limit (the changelog in all of it), read either way', async (_, page) => {
    const result = await getPage.run({ url_or_slug: page.slug || '/' });
    const text = result.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    for (const handedOn of [text, JSON.stringify(result.structuredContent)]) {
      expect(handedOn.length / CAUTIOUS_CHARACTERS_PER_TOKEN).toBeLessThan(TOKEN_LIMIT * tokenShare(page.slug));
    }
    // The survey results open the survey's store on first read, which takes seconds on a busy machine.
  }, 30_000);

  it.each(staticPages.map((page) => [page.sourceFile, page] as const))('%s reads as its Markdown mirror, with the same text in its structured content', async (_, page) => {
    const result = await getPage.run({ url_or_slug: page.slug || '/' });
    expect(result.content).toEqual([
      { type: 'text', text: markdownMirror(page) },
      { type: 'text', text: expect.stringContaining(`"${page.title}" by Packwise`) },
    ]);
    expect(getPage.outputSchema.parse(result.structuredContent)).toMatchObject({ title: page.title, markdown: markdownMirror(page) });
  });

  it.each(['https://packwise.example/airlines/fr/index.md', '/airlines/FR/', 'airlines/fr'])('reads an airline’s allowances at %s, as its Markdown address serves them', async (reference) => {
    const result = await getPage.run({ url_or_slug: reference });
    expect(result.content[0]).toEqual({ type: 'text', text: airlineDocument('FR')!.markdown });
  });

  it('an unknown page is still a tool error in words, with no structured content', async () => {
    const result = await getPage.run({ url_or_slug: 'liquid-toiletries' });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringContaining('liquids-and-toiletries') }] });
    expect(result.structuredContent).toBeUndefined();
  });
});

describe('search_answers', () => {
  // The tool leaves validating its structured content to the SDK, against its outputSchema: what it
  // builds must pass that schema and be what the API answers.
  // …less what a hit's url and answer already say: its Markdown address, excerpt and section.
  const withoutRepeatedExcerpts = (response: SearchResponse) => ({
    ...response,
    results: response.results.map(({ excerpt: _, section: __, md_url: ___, ...hit }) => hit),
  });

  it.each(['liquids', 'power bank on a plane', 'how many shirts for a week', 'liquids xylophone', 'xylophone quokka'])('%s → what GET /api/search answers, valid against the output schema', (query) => {
    const result = searchAnswers.run({ query });
    const expected = withoutRepeatedExcerpts(searchResponse(query));
    expect(searchAnswers.outputSchema.parse(result.structuredContent)).toEqual(expected);
    expect(result.structuredContent).toEqual(expected);
    const results = (result.structuredContent as SearchResponse).results;
    expect(results.every((hit) => hit.excerpt === undefined && hit.section === undefined && hit.md_url === undefined)).toBe(true);
    expect(results.every((hit) => hit.title && hit.url && hit.description)).toBe(true);
    expect(result.content).toEqual([
      { type: 'text', text: JSON.stringify(result.structuredContent) },
      { type: 'text', text: expect.stringMatching(/^Results from Packwise guides and items: cite/) },
    ]);
  });
});

describe('list_changes', () => {
  const listChangesTool = tools.find((tool) => tool.name === 'list_changes')!;

  it.each([{}, { since: '2026-01-01' }, { scope: 'LHR' }, { kind: 'correction' as const }, { since: '2030-01-01', scope: 'airline:EK' }, { limit: 3 }])('%j → what GET /api/changes.json answers, valid against the output schema, within half the token limit', (filters) => {
    const result = listChangesTool.run(filters);
    const parsed = parseChangeFilters(filters);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(listChangesTool.outputSchema.parse(result.structuredContent)).toEqual(listChanges(parsed.filters));
    expect(result.content[0]).toEqual({ type: 'text', text: JSON.stringify(result.structuredContent) });
    expect(JSON.stringify(result.structuredContent).length / CAUTIOUS_CHARACTERS_PER_TOKEN).toBeLessThan(TOKEN_LIMIT / 2);
  });

  it.each([
    [{ since: 'last spring' }, 'since must be a calendar date'],
    [{ since: '2026-13-01' }, 'since must be a calendar date'],
    [{ scope: 'Atlantis' }, 'scope must be ICAO, EU'],
  ])('%j is an error result that says what to send', (filters, advice) => {
    const result = listChangesTool.run(filters);
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringContaining(advice) }] });
  });
});

describe('list_changes limits', () => {
  const listChangesTool = tools.find((tool) => tool.name === 'list_changes')!;

  it('lists the newest 20 unless asked, says how many match, and how to see the others', () => {
    const all = listChanges({ since: null, scope: null, kind: null, limit: 100 });
    const result = listChangesTool.run({});
    const list = listChangesTool.outputSchema.parse(result.structuredContent);
    expect(list.total).toBe(all.total);
    expect(list.changes).toEqual(all.changes.slice(0, 20));
    if (all.total > 20) expect(result.content[1]).toEqual({ type: 'text', text: expect.stringContaining('narrow with since, scope or kind, or raise limit') });
  });
});

describe('check_item', () => {
  const checkItemTool = tools.find((tool) => tool.name === 'check_item')!;

  it.each([
    [{ item: '27000mAh power bank', from: 'US', to: 'GB', date: '2026-12-20' }],
    [{ item: 'pepper spray', from: 'FR' }],
    [{ item: 'shampoo 250ml', from: 'CA', via: ['LHR'] }],
  ])('%j → one short reply, valid against the output schema, with the same JSON as text', (input) => {
    const result = checkItemTool.run(input);
    const parsed = checkItemTool.outputSchema.parse(result.structuredContent);
    expect(parsed.item).not.toBeNull();
    expect(result.content[0]).toEqual({ type: 'text', text: JSON.stringify(result.structuredContent) });
    // Short: under 1,500 tokens even read at 3 characters a token.
    expect(result.content.map((block) => ('text' in block ? block.text : '')).join('').length).toBeLessThan(4_500);
  });

  it.each([
    [{ item: '   ' }, 'item must be 1 to 200 characters'],
    [{ item: 'power bank', from: 'Atlantis' }, 'from must be a country by its English name or two-letter ISO 3166-1 code'],
    [{ item: 'power bank', via: ['airline:EK'] }, 'via must be a country by its English name or two-letter ISO 3166-1 code'],
    [{ item: 'power bank', date: 'next Friday' }, 'date must be a calendar date'],
    [{ item: 'power bank', via: ['US', 'GB', 'FR', 'DE', 'JP'] }, 'via takes at most 4 places'],
  ])('%j is an error result that says what to send', (input, advice) => {
    expect(checkItemTool.run(input)).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringContaining(advice) }] });
  });
});

describe('check_bag', () => {
  const checkBagTool = tools.find((tool) => tool.name === 'check_bag')!;

  it.each([
    [{ dimensions: [22, 14, 9], unit: 'in' as const, airlines: ['UA', 'Ryanair'] }],
    [{ dimensions: [40, 30, 20], weight: 7, airlines: ['easyJet'], fare: 'basic' as const }],
  ])('%j → one reply per airline asked, valid against the output schema, with the same JSON as text', (input) => {
    const result = checkBagTool.run(input);
    const parsed = checkBagTool.outputSchema.parse(result.structuredContent);
    expect(parsed.airlines).toHaveLength(input.airlines.length);
    expect(result.content[0]).toEqual({ type: 'text', text: JSON.stringify(result.structuredContent) });
    // Under 3,000 tokens even read at 3 characters a token.
    expect(result.content.map((block) => ('text' in block ? block.text : '')).join('').length).toBeLessThan(9_000);
  });
});

describe('every tool', () => {
  it.each(tools.map((tool) => [tool.name, tool] as const))('%s is titled and tells a model when to use it', (_, tool) => {
    expect(tool.title.length).toBeGreaterThan(5);
    expect(tool.description).toMatch(/Use (it|this)/);
  });

  // Every assistant reads tools/list into its context before its first question (issue 40: under 12,000 characters).
  it('are listed in under 12,000 characters, as tools/list sends them', () => {
    const listed = tools.map(({ name, title, description, inputSchema, outputSchema, annotations }) => ({
      name,
      title,
      description,
      inputSchema: toolJsonSchema(inputSchema, 'input'),
      outputSchema: toolJsonSchema(outputSchema, 'output'),
      annotations,
    }));
    expect(JSON.stringify({ tools: listed }).length).toBeLessThan(12_000);
  });

  it('search_answers tells a model about answers, how far to trust them, what to cite and suggestions', () => {
    const { description } = tools.find((tool) => tool.name === 'search_answers')!;
    for (const word of ['`answer`', '`match`', 'sources', '#anchor', 'suggestion']) expect(description).toContain(word);
  });
});
