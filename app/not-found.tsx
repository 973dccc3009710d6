import type { Metadata } from 'next';
import Link from 'next/link';
import { routePaths } from '@/lib/site/urls';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <article>
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address. It may have moved, or the link may have a typo.</p>
      <p>
        <Link href="/">Browse every guide</Link>, or find one with the{' '}
        <a href={`${routePaths.search}?q=liquids`}>search API</a>.
      </p>
    </article>
  );
}
