import Link from 'next/link';
import { CopyMarkdownButton } from './copy-markdown-button';
import type { CataloguePage } from '@/lib/content/catalogue';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, markdownPath, pagePath } from '@/lib/site/urls';

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

/** The FAQ as questions a reader expands one at a time. */
export function FaqSection({ page }: { page: CataloguePage }) {
  if (page.faq.length === 0) return null;
  return (
    <section aria-labelledby="faq" className="faq">
      <h2 id="faq">Frequently asked questions</h2>
      {page.faq.map(({ question, answer }) => (
        <details key={question}>
          <summary>{question}</summary>
          <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdownToHtml(answer) }} />
        </details>
      ))}
    </section>
  );
}

/** Where the page comes from and how to cite it; guides add the not-airline-policy note. */
export function PageSource({ page }: { page: CataloguePage }) {
  return (
    <footer className="page-source">
      {page.kind === 'guide' && <p className="note">{siteIdentity.guidanceNote}</p>}
      <p>
        Cite as “{page.title}”, {siteIdentity.publisher}, {absoluteUrl(pagePath(page.slug))}
      </p>
      {page.kind !== 'home' && (
        <p>
          <Link href="/#guides">All guides</Link>
        </p>
      )}
    </footer>
  );
}
