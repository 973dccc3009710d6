import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runInspector, type InspectorRun } from '../support/mcp-inspector';
import type { SearchAnswers } from '@/lib/api/schemas';

const baseUrl = inject('baseUrl');

// The Inspector keeps its catalog, client config and OAuth state under ~/.mcp-inspector: a home of
// its own keeps the developer's (or CI's) untouched.
const home = mkdtempSync(join(tmpdir(), 'packwise-inspector-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

const inspector = (era: string, ...args: string[]) => runInspector(`${baseUrl}/mcp`, home, '--protocol-era', era, ...args);

function text(run: InspectorRun): string {
  return run.result?.content.find((block) => block.type === 'text')?.text ?? '';
}

describe.each(['legacy', 'modern'])('the MCP Inspector CLI (%s protocol era)', (era) => {
  it('lists the six tools, with schemas it finds portable (--strict)', async () => {
    const run = await inspector(era, '--method', 'tools/list', '--strict');
    expect(run.error).toBeUndefined();
    expect(run.exitCode).toBe(0);
    expect(run.result?.tools?.map(({ name }) => name)).toEqual(['search_answers', 'get_page', 'list_pages', 'list_changes', 'check_item', 'check_bag']);
    for (const tool of run.result?.tools ?? []) {
      expect(tool.outputSchema).toBeDefined();
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    }
  });

  it("reads get_page as the page's Markdown, as served at its md_url", async () => {
    const run = await inspector(era, '--method', 'tools/call', '--tool-name', 'get_page', '--tool-arg', 'url_or_slug=liquids-and-toiletries');
    const mirror = await (await fetch(`${baseUrl}/liquids-and-toiletries/index.md`)).text();
    expect(run.error).toBeUndefined();
    expect(run.result?.content).toEqual([
      { type: 'text', text: mirror },
      { type: 'text', text: expect.stringContaining(`${baseUrl}/liquids-and-toiletries/`) },
    ]);
    expect(run.result?.structuredContent).toMatchObject({ url: `${baseUrl}/liquids-and-toiletries/`, markdown: mirror });
  });

  it('searches with search_answers: the same JSON as text and as structured content', async () => {
    const run = await inspector(era, '--method', 'tools/call', '--tool-name', 'search_answers', '--tool-arg', 'query=liquids');
    expect(run.error).toBeUndefined();
    const response = run.result?.structuredContent as SearchAnswers;
    expect(response.results[0]?.url).toBe(`${baseUrl}/liquids-and-toiletries/`);
    expect(JSON.parse(text(run))).toEqual(response);
  });

  // Needs the section-level search of issue 12: the Inspector then checks hits with an `answer` and
  // its #anchor against the published output schema.
  it('finds the part of the medications guide that answers "insulin"', async () => {
    const run = await inspector(era, '--method', 'tools/call', '--tool-name', 'search_answers', '--tool-arg', 'query=insulin');
    expect(run.error).toBeUndefined();
    const { results } = run.result?.structuredContent as SearchAnswers;
    const medications = `${baseUrl}/medications-and-medical-devices/`;
    expect(results.map(({ url }) => url)).toContain(medications);
    const hit = results.find(({ url }) => url === medications)!;
    expect(hit.answer?.url).toMatch(new RegExp(`^${medications}#.`));
    expect(hit.answer?.text).toMatch(/insulin/i);
  });

  it('reports an unknown page as the tool error it is (exit code 5)', async () => {
    const run = await inspector(era, '--method', 'tools/call', '--tool-name', 'get_page', '--tool-arg', 'url_or_slug=liquid-toiletries');
    expect(run).toMatchObject({ exitCode: 5, error: { code: 'tool_is_error' } });
  });
});
