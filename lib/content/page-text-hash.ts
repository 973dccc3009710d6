import { createHash } from 'node:crypto';
import type { PageContent } from './page-document';

/**
 * A hash of everything a reader reads of a page, as its file states it: title, summary, body, FAQ,
 * the day its rules were checked and its sources. When it changes, so does the page's date
 * (content/dates.json, `npm run content:dates`). Text that a page draws from shared data will have to
 * be part of `body` by then, so that a figure changed there dates every page that shows it.
 */
export function pageTextHash(page: PageContent): string {
  const { title, description, body, faq, reviewed, sources } = page;
  return createHash('sha256').update(JSON.stringify([title, description, body, faq, reviewed, sources])).digest('hex').slice(0, 16);
}
