import type { Metadata } from 'next';
import { GuideDirectory } from './_components/guide-directory';
import { PageArticle } from './_components/page-article';
import { SearchForm } from './_components/search-form';
import { pageMetadata } from './_components/page-metadata';
import { homePage } from '@/lib/content/catalogue';

export function generateMetadata(): Metadata {
  return pageMetadata(homePage());
}

export default function HomePage() {
  return (
    <PageArticle page={homePage()}>
      <SearchForm />
      <GuideDirectory />
    </PageArticle>
  );
}
