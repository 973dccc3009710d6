import type { ReactNode } from 'react';
import { FaqSection } from './faq-section';
import { PageActions } from './page-actions';
import { PageSource } from './page-source';
import type { CataloguePage } from '@/lib/content/catalogue';
import { renderMarkdownToHtml } from '@/lib/content/markdown';

/** The homepage and site pages: title, body, any extra content, FAQ and source. */
export function PageArticle({ page, children }: { page: CataloguePage; children?: ReactNode }) {
  return (
    <article className="page">
      <header className="page-header">
        <h1>{page.title}</h1>
        <p className="lead">{page.description}</p>
      </header>
      <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdownToHtml(page.body) }} />
      {children}
      <FaqSection page={page} />
      <PageActions page={page} />
      <PageSource page={page} />
    </article>
  );
}
