import type { Browser, Page } from 'playwright-core';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * A page in a fresh context that records every `securitypolicyviolation` event. The recorder is
 * injected by the browser's debugging protocol, which the policy does not govern, so it runs before
 * any of the page's scripts.
 */
export async function pageWatchingCsp(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  return context.newPage();
}

export const cspViolationsOn = (page: Page) => page.evaluate(() => window.cspViolations);
