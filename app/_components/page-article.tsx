import Link from 'next/link';
import type { ReactNode } from 'react';
import type { CataloguePage } from '@/lib/content/catalogue';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, markdownPath, pagePath } from '@/lib/site/urls';

type PageArticleProps = { page: CataloguePage; children?: ReactNode };

/** A page as readers see it: title, body, any extra content, FAQ, and where it comes from. */
export function PageArticle({ page, children }: PageArticleProps) {
  return (
    <article>
      <header>
        <h1>{page.title}</h1>
        <p className="lead">{page.description}</p>
        {page.kind === 'guide' && (
          <p className="meta">
            Updated <time dateTime={page.dateModified}>{page.dateModified}</time>
          </p>
        )}
      </header>
      <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdownToHtml(page.body) }} />
      {children}
      {page.faq.length > 0 && (
        <section aria-labelledby="faq">
          <h2 id="faq">Frequently asked questions</h2>
          {page.faq.map(({ question, answer }) => (
            <div key={question} className="faq-pair">
              <h3>{question}</h3>
              <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdownToHtml(answer) }} />
            </div>
          ))}
        </section>
      )}
      <footer className="page-source">
        {page.kind === 'guide' && <p className="note">{siteIdentity.guidanceNote}</p>}
        <p>
          <a href={markdownPath(page.slug)} type="text/markdown">
            View this page as Markdown
          </a>{' '}
          · Cite as “{page.title}”, {siteIdentity.publisher}, {absoluteUrl(pagePath(page.slug))}
        </p>
        {page.kind !== 'home' && (
          <p>
            <Link href="/">All guides</Link>
          </p>
        )}
      </footer>
    </article>
  );
}
