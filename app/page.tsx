import type { Metadata } from 'next';
import { FaqSection } from './_components/faq-section';
import { GuideDirectory } from './_components/guide-directory';
import { GuideList } from './_components/guide-list';
import { PageActions } from './_components/page-actions';
import { PageSource } from './_components/page-source';
import { pageMetadata } from './_components/page-metadata';
import { categoryPath } from '@/lib/content/categories';
import { guidesByCategory, homePage } from '@/lib/content/catalogue';
import { startingPointGuides } from '@/lib/content/guide-extras';
import { renderMarkdownToHtml } from '@/lib/content/markdown';

export function generateMetadata(): Metadata {
  return pageMetadata(homePage());
}

/**
 * The homepage, for a traveler on a phone: one sentence under the header's search box, then the
 * categories and where most trips start on the first screen; every guide as compact rows below,
 * and what Packwise is after them.
 */
export default function HomePage() {
  const page = homePage();
  return (
    <article className="page home">
      <header className="page-header">
        <h1>{page.title}</h1>
        <p className="lead">{page.description}</p>
      </header>
      <nav aria-label="Guide categories" className="category-shortcuts">
        <ul>
          {guidesByCategory().map((category) => (
            <li key={category.id}>
              <a href={categoryPath(category.id)}>{category.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="start-here" className="start-here">
        <h2 id="start-here">Where most trips start</h2>
        <GuideList guides={startingPointGuides()} layout="titles" />
      </section>
      <GuideDirectory />
      <section aria-labelledby="about-packwise">
        <h2 id="about-packwise">About Packwise</h2>
        <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdownToHtml(page.body) }} />
      </section>
      <FaqSection page={page} />
      <PageActions page={page} />
      <PageSource page={page} />
    </article>
  );
}
