import chromium from '@sparticuz/chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './statistics';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type LighthouseResult = { path: string; runs: Record<Category, number>[]; median: Record<Category, number> };

/**
 * Lighthouse's default (mobile) settings against each page, `runs` times each: the performance score
 * moves between runs on a shared machine, so the median is reported.
 */
export async function lighthouseScores(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromium.executablePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const scores: Record<Category, number>[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories } = result.lhr;
        scores.push(Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])) as Record<Category, number>);
      }
      const medians = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, median(scores.map((score) => score[id]))])) as Record<Category, number>;
      results.push({ path, runs: scores, median: medians });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
