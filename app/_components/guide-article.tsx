import { formatCalendarDate } from './calendar-date';
import { ChecklistUpgrade } from './checklist-upgrade';
import { GuideList } from './guide-list';
import { GuideSources, SOURCES_ANCHOR } from './guide-sources';
import { FaqSection } from './faq-section';
import { PageActions } from './page-actions';
import { PageSource } from './page-source';
import { categoryOf, categoryPath } from '@/lib/content/categories';
import type { CataloguePage } from '@/lib/content/catalogue';
import { readingMinutes, relatedGuides } from '@/lib/content/guide-extras';
import { renderMarkdownPage } from '@/lib/content/markdown';

/** A guide: breadcrumb, title, date and reading time, contents, body, FAQ, sources, related guides and citation. */
export function GuideArticle({ guide }: { guide: CataloguePage }) {
  const { html, headings, checklist } = renderMarkdownPage(guide.body);
  const category = categoryOf(guide);
  const related = relatedGuides(guide);
  return (
    <article className={checklist ? 'guide has-checklist' : 'guide'}>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          {category && (
            <li>
              <a href={categoryPath(category.id)}>{category.title}</a>
            </li>
          )}
          <li>
            <span aria-current="page">{guide.title}</span>
          </li>
        </ol>
      </nav>
      <header className="page-header">
        <h1>{guide.title}</h1>
        <p className="lead">{guide.description}</p>
        <p className="meta">
          Updated <time dateTime={guide.dateModified}>{formatCalendarDate(guide.dateModified)}</time>
          <span aria-hidden="true"> · </span>
          {readingMinutes(guide)} min read
        </p>
        <PageActions page={guide} />
      </header>
      <div className="guide-layout">
        <nav aria-labelledby="contents-heading" className="contents">
          <h2 id="contents-heading">On this page</h2>
          <ol>
            {headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
            <li>
              <a href="#faq">Frequently asked questions</a>
            </li>
            {guide.reviewed && (
              <li>
                <a href={`#${SOURCES_ANCHOR}`}>Sources</a>
              </li>
            )}
          </ol>
        </nav>
        <div className="guide-main">
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          {checklist && <ChecklistUpgrade pageSlug={guide.slug} />}
          <FaqSection page={guide} />
          <GuideSources guide={guide} />
          {related.length > 0 && (
            <section aria-labelledby="related" className="related">
              <h2 id="related">Related guides</h2>
              <GuideList guides={related} />
            </section>
          )}
          <PageSource page={guide} />
        </div>
      </div>
    </article>
  );
}
