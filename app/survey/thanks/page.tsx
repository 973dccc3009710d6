import type { Metadata } from 'next';
import Link from 'next/link';
import { routePaths } from '@/lib/site/urls';

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } };

export default function SurveyThanksPage() {
  return (
    <article className="page">
      <h1>Thank you for answering</h1>
      <p className="lead">Your answer is stored, once, even if you pressed send twice.</p>
      <p>
        We kept only your answers to the questions and the day you sent them: no name, no e-mail, no address. Your tip, if you wrote one, is
        read only by the publisher and never published. The <Link href="/privacy/">privacy page</Link> says how long answers are kept.
      </p>
      <p>
        See what other travelers said: <Link href={routePaths.surveyResults}>packing survey results</Link>. Your answer is counted in the next
        release, made once at least 10 answers have arrived since the last one (at most once a day), and a count appears once at least 10
        travelers gave that answer.
      </p>
    </article>
  );
}
