import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { node24 } from './node24';

/** One Lighthouse run of one page: its four scores, and the blocking time and main-thread work behind performance. */
export type LighthouseRun = { performance: number; accessibility: number; 'best-practices': number; seo: number; totalBlockingTimeMs: number; mainThreadMs: number };
/** One script the page loaded: bytes on the wire (compressed, with headers) and after decoding. */
export type ScriptBytes = { url: string; transferBytes: number; resourceBytes: number };
export type LighthouseResult = {
  path: string;
  lighthouseVersion: string;
  runs: LighthouseRun[];
  median: LighthouseRun;
  scripts: ScriptBytes[];
  scriptTotals: { transferBytes: number; resourceBytes: number };
};

const LIGHTHOUSE_TOOL = 'tools/lighthouse';
const AUDIT = `${LIGHTHOUSE_TOOL}/lighthouse-audit.ts`;

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

/** Lighthouse lives in its own folder (tools/lighthouse/package.json): installed on first use. */
function installLighthouse(): void {
  if (existsSync(`${LIGHTHOUSE_TOOL}/node_modules/lighthouse`)) return;
  const install = spawnSync('npm', ['ci', '--prefix', LIGHTHOUSE_TOOL, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error(`npm ci --prefix ${LIGHTHOUSE_TOOL} failed`);
}

/** Median of 3 Lighthouse runs (mobile defaults) per page, and the scripts each page loads. */
export function lighthouseScores(baseUrl: string, paths: string[]): LighthouseResult[] {
  installLighthouse();
  const audit = spawnSync(node24(), [AUDIT, baseUrl, chromium(), ...paths], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 });
  if (audit.status !== 0) throw new Error(`Lighthouse under Node 24 failed (exit ${audit.status ?? audit.signal})`);
  return JSON.parse(audit.stdout) as LighthouseResult[];
}
