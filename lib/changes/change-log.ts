import type { ChangeLog } from './change-log-shape';
import changeLog from '@/.contentlayer/change-log.json';

/** Prepared by the content build (contentlayer.config.ts); loaded once per process. */
const log: ChangeLog = changeLog;

/** What changed: every rule version and every correction, newest first (lib/changes/change-entries.ts). */
export function allChanges(): ChangeLog['changes'] {
  return log.changes;
}

export function guideTitle(slug: string): string {
  return log.guideTitles[slug] ?? slug;
}
