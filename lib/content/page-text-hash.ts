import { createHash } from 'node:crypto';
import type { PageContent } from './page-document';

/**
 * A hash of everything a reader reads of a page: title, summary, body, FAQ, the day its rules were
 * checked and its sources, with the rules' figures filled in (lib/content/content-library.ts), so that
 * a figure changed in content/rules/ dates every page that shows it. When it changes, so does the page's
 * date (content/dates.json, `npm run content:dates`).
 */
export function pageTextHash(page: PageContent): string {
  const { title, description, body, faq, reviewed, sources } = page;
  return createHash('sha256').update(JSON.stringify([title, description, body, faq, reviewed, sources])).digest('hex').slice(0, 16);
}
