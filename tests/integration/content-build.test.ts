import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '../..');
const sampleGuide = 'content/guides/personal-item.md';
let workspace: string | undefined;

/** Runs the real content build on a copy of the project in which one guide has been edited. */
function buildContentWith(edit: (source: string) => string) {
  workspace = mkdtempSync(join(tmpdir(), 'packwise-content-'));
  // The build's search index learns from the labelled traveler queries in content/search/queries (lib/search/learned/labelled-queries.ts).
  for (const entry of ['content', 'lib', 'tests/fixtures', 'contentlayer.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(join(projectRoot, entry), join(workspace, entry), { recursive: true });
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(workspace, 'node_modules'), 'dir');
  const guidePath = join(workspace, sampleGuide);
  writeFileSync(guidePath, edit(readFileSync(guidePath, 'utf8')));
  const result = spawnSync('npx', ['contentlayer2', 'build'], { cwd: workspace, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

afterEach(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
  workspace = undefined;
});

describe('the content build', () => {
  it('succeeds on the content as committed', () => {
    expect(buildContentWith((source) => source).status).toBe(0);
  });

  it.each([
    { problem: 'a missing description', edit: (s: string) => s.replace(/^description: .*\n/m, ''), field: 'description' },
    { problem: 'a 161-character description', edit: (s: string) => s.replace(/^description: .*$/m, `description: "${'x'.repeat(161)}"`), field: 'description' },
    { problem: 'an impossible date', edit: (s: string) => s.replace(/^reviewed: .*$/m, 'reviewed: 2026-13-01'), field: 'reviewed' },
  ])('fails on $problem, naming the file and the field', ({ edit, field }) => {
    const { status, output } = buildContentWith(edit);
    expect(status).not.toBe(0);
    expect(output).toContain('personal-item.md');
    expect(output).toContain(field);
  });
});
