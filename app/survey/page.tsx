import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageArticle } from '../_components/page-article';
import { pageMetadata } from '../_components/page-metadata';
import { SurveyForm } from '../_components/survey-form';
import { pageBySlug } from '@/lib/content/catalogue';
import { storeConfig } from '@/lib/survey/store/store-config';

// A static page like the others, sealed with its scripts' hashes: everything per request (the
// challenge, the answer) goes through /survey/challenge and /survey/submit.
export const dynamic = 'force-static';

export function generateMetadata(): Metadata {
  const page = pageBySlug('survey');
  if (!page) notFound();
  return pageMetadata(page);
}

export default function SurveyPage() {
  const page = pageBySlug('survey');
  if (!page) notFound();
  const store = storeConfig();
  return (
    <PageArticle page={page}>
      {store.kind === 'closed' ? (
        <p className="note" role="status">
          The survey is closed for now: this site has nowhere safe to keep answers yet. The results stay open to read.
        </p>
      ) : (
        <>
          <noscript>
            <p className="note">
              This survey needs JavaScript: your browser solves a small puzzle (a proof of work, on this site, with no tracking) to show that a
              person is answering rather than a script. Turn JavaScript on for this page to answer, or read the results, which need nothing.
            </p>
          </noscript>
          <SurveyForm />
        </>
      )}
    </PageArticle>
  );
}
