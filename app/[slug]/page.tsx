import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GuideArticle } from '../_components/guide-article';
import { PageArticle } from '../_components/page-article';
import { pageMetadata } from '../_components/page-metadata';
import { contentPageSlugs, pageBySlug } from '@/lib/content/catalogue';
import { guideStructuredData, jsonLdScript } from '@/lib/seo/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return contentPageSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata(props: PageProps<'/[slug]'>): Promise<Metadata> {
  const page = pageBySlug((await props.params).slug);
  if (!page) notFound();
  return pageMetadata(page);
}

export default async function CataloguePageView(props: PageProps<'/[slug]'>) {
  const page = pageBySlug((await props.params).slug);
  if (!page) notFound();
  if (page.kind !== 'guide') return <PageArticle page={page} />;
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(guideStructuredData(page)) }} />
      <GuideArticle guide={page} />
    </>
  );
}
