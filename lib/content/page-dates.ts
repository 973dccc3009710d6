import { z } from 'zod';
import ledger from '@/content/dates.json';
import { ContentError, type PageContent } from './page-document';

/** Where each page's date is kept, with a hash of the text it dates (page-text-hash.ts). */
export const DATES_FILE = 'content/dates.json';

/** How to bring the ledger up to date after editing a page. */
export const UPDATE_DATES_COMMAND = 'npm run content:dates';

export const datedTextSchema = z.object({
  text: z.string().regex(/^[0-9a-f]{16}$/, 'text must be the 16-hex-digit hash of the page text'),
  dateModified: z.iso.date('dateModified must be an ISO calendar date such as 2026-11-21'),
});

export type DatedText = z.infer<typeof datedTextSchema>;

export const dateLedgerSchema = z.record(z.string(), datedTextSchema);

/**
 * The day a page's text last changed, from the ledger, never from the page itself: a date typed into
 * each file was bumped for every file at once, and told search engines and agents nothing.
 */
export function dateModifiedOf(page: PageContent): string {
  const entry = datedTextSchema.safeParse((ledger as Record<string, unknown>)[page.sourceFile]);
  if (!entry.success) throw new ContentError(`${page.sourceFile}: no valid date in ${DATES_FILE} (${entry.error.issues.map((issue) => issue.message).join('; ')}): run ${UPDATE_DATES_COMMAND}`);
  return entry.data.dateModified;
}
