import { AnswerBar, SHORT_ANSWER_ANCHOR } from './answer-bar';
import { formatCalendarDate } from '@/lib/site/calendar-date';
import { ChecklistUpgrade } from './checklist-upgrade';
import { GuideList } from './guide-list';
import { GuideContents } from './guide-contents';
import { GuideSources } from './guide-sources';
import { FaqSection } from './faq-section';
import { JumpBar } from './jump-bar';
import { PageActions } from './page-actions';
import { PageSource } from './page-source';
import { categoryOf, categoryPath } from '@/lib/content/categories';
import type { CataloguePage } from '@/lib/content/catalogue';
import { readingMinutes, relatedGuides } from '@/lib/content/guide-extras';
import { renderMarkdownPage } from '@/lib/content/markdown';
import { guideItemMentions } from '@/lib/items/item-mentions';
import { itemPagePath } from '@/lib/site/urls';

/**
 * A guide: breadcrumb, title, lead, date and reading time, then the short answer; contents, body,
 * FAQ, sources, related guides, the share menu and the citation; on phones, a jump bar; and, when
 * the page is opened at a section, a bar with the short answer.
 */
export function GuideArticle({ guide }: { guide: CataloguePage }) {
  const { html, shortAnswer, headings, checklist } = renderMarkdownPage(guide.body, guideItemMentions(guide.slug, itemPagePath));
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
        {checklist && <p className="checklist-print-note">The checklist only: “Print guide” on the page prints the whole guide.</p>}
      </header>
      <div className="guide-layout">
        {shortAnswer && <section id={SHORT_ANSWER_ANCHOR} aria-label="Short answer" className="short-answer" dangerouslySetInnerHTML={{ __html: shortAnswer.html }} />}
        <GuideContents headings={headings} hasSources={Boolean(guide.reviewed)} />
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
          <PageActions page={guide} checklist={checklist !== null} />
          <PageSource page={guide} />
        </div>
      </div>
      {shortAnswer && <AnswerBar shortAnswer={shortAnswer} />}
      <JumpBar checklistId={checklist?.headingId ?? null} />
    </article>
  );
}
