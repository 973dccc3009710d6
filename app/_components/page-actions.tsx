import { CopyMarkdownButton } from './copy-markdown-button';
import type { CataloguePage } from '@/lib/content/catalogue';
import { markdownPath } from '@/lib/site/urls';

/** "View as Markdown" and "Copy page as Markdown". */
export function PageActions({ page }: { page: CataloguePage }) {
  return (
    <div className="page-actions">
      <a className="action" href={markdownPath(page.slug)} type="text/markdown">
        View as Markdown
      </a>
      <CopyMarkdownButton markdownPath={markdownPath(page.slug)} />
    </div>
  );
}
