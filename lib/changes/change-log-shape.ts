import type { ChangeEntry } from './change-entries';

/** What the content build writes to `.contentlayer/change-log.json` (write-change-log.ts). */
export type ChangeLog = {
  /** Newest first, each with its text as HTML for the feeds. */
  changes: (ChangeEntry & { html: string })[];
  /** The title of every page by slug, for the guides a change names. */
  guideTitles: Record<string, string>;
};
