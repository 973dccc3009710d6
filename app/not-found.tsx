import type { Metadata } from 'next';
import { DidYouMean } from './_components/did-you-mean';
import { GuideList } from './_components/guide-list';
import { SearchForm } from './_components/search-form';
import { startingPointGuides } from '@/lib/content/guide-extras';
import { routePaths } from '@/lib/site/urls';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <article className="page">
      <header className="page-header">
        <h1>Page not found</h1>
        <p className="lead">There is no page at this address. It may have moved, or the link may have a typo.</p>
      </header>
      <DidYouMean />
      <SearchForm />
      <section aria-labelledby="start-here">
        <h2 id="start-here">Where most trips start</h2>
        <GuideList guides={startingPointGuides()} layout="rows" />
        <p>
          <a href={routePaths.guides}>Browse every guide</a>
        </p>
      </section>
    </article>
  );
}
