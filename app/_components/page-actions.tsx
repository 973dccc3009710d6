import { CopyButton } from './copy-button';
import { PrintButton } from './print-button';
import type { CataloguePage } from '@/lib/content/catalogue';
import { markdownPath, pagePath } from '@/lib/site/urls';

/**
 * The share menu below a page: its link, printing (the checklist alone or the whole guide), and its
 * Markdown for apps. Closed until asked for, so that it never stands between a traveler and the answer.
 */
export function PageActions({ page, checklist = false }: { page: CataloguePage; checklist?: boolean }) {
  return (
    <details className="share-menu">
      <summary>Share, print or save</summary>
      <div className="page-actions">
        <CopyButton what="link" path={pagePath(page.slug)} />
        {checklist && <CopyButton what="checklist" path={pagePath(page.slug)} />}
        {checklist && <PrintButton part="checklist" />}
        {page.kind === 'guide' && <PrintButton part="guide" />}
        <a className="action" href={markdownPath(page.slug)} type="text/markdown">
          View as Markdown
        </a>
        <CopyButton what="markdown" path={markdownPath(page.slug)} />
      </div>
    </details>
  );
}
