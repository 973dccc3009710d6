import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { LighthouseResult } from './lighthouse-audit.ts';
import { node24 } from './node24';

export type { LighthouseResult } from './lighthouse-audit.ts';

// Lighthouse 13 needs Node >= 22.19 and the project runs on Node 20: the audit runs under Node 24.
const TIMEOUT_MS = 15 * 60_000;
// Debian's Chromium, as the audit is specified. The Chromium 147 of @sparticuz/chromium aborts the
// document load under Lighthouse 13.5's performance and best-practices passes whenever a page sends
// a Referrer-Policy header (FAILED_DOCUMENT_REQUEST, net::ERR_ABORTED), which every page here does.
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function chromium(): string {
  if (!existsSync(DEBIAN_CHROMIUM)) throw new Error(`Lighthouse needs Debian's Chromium at ${DEBIAN_CHROMIUM}: apt-get install chromium`);
  return DEBIAN_CHROMIUM;
}

/** Median of 3 Lighthouse runs (mobile defaults) per page, and the scripts each page loads. */
export function lighthouseScores(baseUrl: string, paths: string[]): LighthouseResult[] {
  const audit = spawnSync(node24(), ['bench/lighthouse-audit.ts', baseUrl, chromium(), ...paths], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
  if (audit.status !== 0) throw new Error(`Lighthouse under Node 24 failed (exit ${audit.status ?? audit.signal})`);
  return JSON.parse(audit.stdout) as LighthouseResult[];
}
