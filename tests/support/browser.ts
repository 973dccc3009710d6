import chromium from '@sparticuz/chromium';
import { chromium as playwright, type Browser } from 'playwright-core';

/**
 * A real headless Chromium from the @sparticuz/chromium npm package, so `npm test` needs no system
 * browser. The network flags keep it from calling home: these machines have no internet.
 */
export async function launchBrowser(): Promise<Browser> {
  return playwright.launch({
    executablePath: await chromium.executablePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
