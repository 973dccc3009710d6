import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { PageArticle } from '../_components/page-article';
import { pageMetadata } from '../_components/page-metadata';
import { ReleaseSummary } from '../_components/release-summary';
import { SurveyChart } from '../_components/survey-chart';
import { pageBySlug } from '@/lib/content/catalogue';
import { readSurveyResults } from '@/lib/survey/read-survey-results';

// Its own function on Vercel, apart from the API's and with PGlite (see next.config.ts); far above the
// store's own connect timeout, which answers for a dead database first.
export const maxDuration = 60;

export function generateMetadata(): Metadata {
  const page = pageBySlug('survey-results');
  if (!page) notFound();
  return pageMetadata(page);
}

/** Rendered per request from the store (proxy.ts gives it a CSP nonce); never prerendered. */
export default async function SurveyResultsPage() {
  await connection();
  const page = pageBySlug('survey-results');
  if (!page) notFound();
  const results = await readSurveyResults();
  return (
    <PageArticle page={page}>
      {results.ok ? (
        <>
          <ReleaseSummary results={results.results} />
          {results.results.sections.map((section) => (
            <SurveyChart key={section.id} section={section} />
          ))}
        </>
      ) : (
        <p className="note" role="status">
          {results.message}
        </p>
      )}
    </PageArticle>
  );
}
