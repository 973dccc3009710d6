import { describe, expect, it } from 'vitest';
import { allPages } from '@/lib/content/catalogue';
import { tools } from '@/lib/mcp/tools';

const getPage = tools.find((tool) => tool.name === 'get_page')!;

// Claude Code and other clients reject a tool result over 25,000 tokens. English Markdown runs at about
// four characters a token; three is the cautious figure. Pages are not split into parts because none
// comes near: this test fails first if one ever does.
const TOKEN_LIMIT = 25_000;
const CAUTIOUS_CHARACTERS_PER_TOKEN = 3;

describe('get_page', () => {
  it.each(allPages().map((page) => [page.sourceFile, page] as const))('%s fits in half the client token limit', (_, page) => {
    const result = getPage.run({ url_or_slug: page.slug || '/' });
    const estimatedTokens = JSON.stringify(result).length / CAUTIOUS_CHARACTERS_PER_TOKEN;
    expect(estimatedTokens).toBeLessThan(TOKEN_LIMIT / 2);
  });
});

describe('every tool', () => {
  it.each(tools.map((tool) => [tool.name, tool] as const))('%s is titled and tells a model when to use it', (_, tool) => {
    expect(tool.title.length).toBeGreaterThan(5);
    expect(tool.description).toMatch(/Use (it|this)/);
  });
});
