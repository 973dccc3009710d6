import * as cheerio from 'cheerio';
import { normalizeForQuote } from './source-policy';
import type { Source } from './sources';
import { inPool } from '@/lib/in-pool';

/**
 * The drift check behind `npm run content:check-sources`: does each cited page still say what the
 * guide quotes from it? It needs a network, so it reports and never fails a build.
 */

/** One address to read, with every quote any guide takes from it and the guides that cite it. */
export type CitedAddress = { url: string; quotes: string[]; citedBy: string[] };

export type AddressCheck =
  | { url: string; outcome: 'failed'; reason: string; citedBy: string[] }
  | { url: string; outcome: 'read'; movedTo: string | null; missingQuotes: string[]; citedBy: string[] };

/**
 * Every address the guides cite, once each: a rule owner's page with the quotes said to be on it,
 * and the copy it was read through, which carries the same quotes.
 */
export function citedAddresses(guides: readonly { slug: string; sources: readonly Source[] }[]): CitedAddress[] {
  const byUrl = new Map<string, CitedAddress>();
  const add = (url: string, quotes: string[], slug: string) => {
    const entry = byUrl.get(url) ?? { url, quotes: [], citedBy: [] };
    for (const quote of quotes) if (!entry.quotes.includes(quote)) entry.quotes.push(quote);
    if (!entry.citedBy.includes(slug)) entry.citedBy.push(slug);
    byUrl.set(url, entry);
  };
  for (const guide of guides) {
    for (const source of guide.sources) {
      const quotes = source.backs.map((backing) => backing.quote);
      add(source.url, quotes, guide.slug);
      if (source.readVia) add(source.readVia.url, quotes, guide.slug);
    }
  }
  return [...byUrl.values()];
}

/** The words a reader sees on an HTML page, without scripts, styles or markup. */
function pageText(html: string): string {
  const $ = cheerio.load(html);
  $('script, style, noscript, template').remove();
  return $.root().text();
}

/** Reads one address and looks for each quote in its text; a redirect to another address is reported as a move. */
export async function checkAddress(address: CitedAddress, options: { timeoutMs: number; fetch?: typeof fetch }): Promise<AddressCheck> {
  const { url, citedBy } = address;
  const read = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await read(url, { redirect: 'follow', signal: AbortSignal.timeout(options.timeoutMs), headers: { accept: 'text/html,application/xhtml+xml' } });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${options.timeoutMs / 1000} s` : `could not be fetched (${error instanceof Error ? error.message : String(error)})`;
    return { url, outcome: 'failed', reason, citedBy };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { url, outcome: 'failed', reason: `answered HTTP ${response.status}`, citedBy };
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/html/i.test(type)) {
    await response.body?.cancel();
    return { url, outcome: 'failed', reason: `is not an HTML page (${type || 'no content type'}), so its quotes were not checked`, citedBy };
  }
  const text = normalizeForQuote(pageText(await response.text()));
  const movedTo = response.redirected && response.url !== url ? response.url : null;
  return { url, outcome: 'read', movedTo, missingQuotes: address.quotes.filter((quote) => !text.includes(normalizeForQuote(quote))), citedBy };
}

/** Checks every address, a few at a time so that no site sees a burst. */
export function checkAddresses(addresses: readonly CitedAddress[], options: { timeoutMs: number; concurrency: number; fetch?: typeof fetch }): Promise<AddressCheck[]> {
  return inPool(addresses, options.concurrency, (address) => checkAddress(address, options));
}

/** The report as an editor reads it: quotes no longer found, addresses that moved, addresses that failed, then the totals. */
export function driftReport(checks: readonly AddressCheck[]): string {
  const cited = (check: AddressCheck) => `(cited by ${check.citedBy.join(', ')})`;
  const missing = checks.flatMap((check) => (check.outcome === 'read' && check.missingQuotes.length > 0 ? [check] : []));
  const moved = checks.flatMap((check) => (check.outcome === 'read' && check.movedTo ? [check] : []));
  const failed = checks.flatMap((check) => (check.outcome === 'failed' ? [check] : []));
  const lines = [
    `## Quotes no longer on the page (${missing.length})`,
    ...missing.flatMap((check) => [`- ${check.url} ${cited(check)}`, ...check.missingQuotes.map((quote) => `  - “${quote}”`)]),
    '',
    `## Addresses that moved (${moved.length})`,
    ...moved.map((check) => `- ${check.url} → ${check.movedTo} ${cited(check)}`),
    '',
    `## Addresses that failed (${failed.length})`,
    ...failed.map((check) => `- ${check.url}: ${check.reason} ${cited(check)}`),
    '',
    `${checks.length} addresses checked: ${checks.length - failed.length} read, ${missing.length} with a missing quote, ${moved.length} moved, ${failed.length} failed.`,
  ];
  return lines.join('\n');
}
