import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('the import rules of lib/ (.dependency-cruiser.cjs)', () => {
  it('hold: no import circle, lib/site below lib/api, lib/ below app and tests, search stages importing only lower layers', async () => {
    // depcruise exits non-zero and lists each violation when a rule is broken.
    const outcome = await run('node_modules/.bin/depcruise', ['lib', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { timeout: 60_000 }).then(
      ({ stdout }) => ({ failed: false, report: stdout }),
      (error: { stdout: string; stderr: string }) => ({ failed: true, report: `${error.stdout}${error.stderr}` }),
    );
    expect(outcome.report).toMatch(/no dependency violations found \(\d{3,} modules/);
    expect(outcome.failed, outcome.report).toBe(false);
  });
});
