import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChangeEntry } from './change-entries';
import { changeEntryMarkdown } from './changes-page';
import type { ChangeLog } from './change-log-shape';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import type { PageContent } from '@/lib/content/page-document';

// TypeScript reads the JSON's type from this sibling declaration (allowArbitraryExtensions).
const declaration = `import type { ChangeLog } from '../lib/changes/change-log-shape';
declare const changeLog: ChangeLog;
export default changeLog;
`;

/**
 * Writes `change-log.json` (read by lib/changes/change-log.ts): the changes with each entry's HTML for
 * the feeds, and the titles of the guides they name. The API, the feeds and `list_changes` read this
 * small file rather than the whole content, which every route that imports it would ship again.
 */
export async function writeChangeLog(directory: string, changes: readonly ChangeEntry[], pages: readonly PageContent[]): Promise<void> {
  const guideTitles = Object.fromEntries(pages.map((page) => [page.slug, page.title]));
  const guideTitle = (slug: string) => guideTitles[slug] ?? slug;
  // The feeds carry an entry's text without its heading, which is the feed item's title.
  const log: ChangeLog = { changes: changes.map((entry) => ({ ...entry, html: renderMarkdownToHtml(changeEntryMarkdown(entry, guideTitle).replace(/^### .*\n\n/, '')) })), guideTitles };
  await writeFile(join(directory, 'change-log.json'), JSON.stringify(log));
  await writeFile(join(directory, 'change-log.d.json.ts'), declaration);
}
