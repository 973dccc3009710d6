import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { documentMetadata } from '../../_components/page-metadata';
import { airlineDocument } from '@/lib/airlines/airline-markdown';
import { allAirlines } from '@/lib/airlines/airlines';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { formatCalendarDate } from '@/lib/site/calendar-date';
import { airlineApiPath, airlineMarkdownPath, airlinePagePath, routePaths, socialImagePath } from '@/lib/site/urls';

export const dynamicParams = false;

export function generateStaticParams() {
  return allAirlines().map(({ iata }) => ({ code: iata.toLowerCase() }));
}

export async function generateMetadata(props: PageProps<'/airlines/[code]'>): Promise<Metadata> {
  const { code } = await props.params;
  const document = airlineDocument(code);
  if (!document) notFound();
  return documentMetadata({
    title: document.title,
    description: document.description,
    path: airlinePagePath(code),
    markdownPath: airlineMarkdownPath(code),
    imagePath: socialImagePath('index'),
  });
}

/** One airline's allowances, fare by fare, from the same Markdown as its mirror: tables become cards on a phone. */
export default async function AirlinePage(props: PageProps<'/airlines/[code]'>) {
  const { code } = await props.params;
  const document = airlineDocument(code);
  if (!document) notFound();
  return (
    <article className="page airline-page">
      <header className="page-header">
        <p className="meta">
          <a href={routePaths.airlines}>Airlines side by side</a>
        </p>
        <h1>{document.title}</h1>
        <p className="lead">{document.description}</p>
        <p className="meta">Sources checked {formatCalendarDate(document.dateModified)}</p>
      </header>
      <div className="prose" dangerouslySetInnerHTML={{ __html: renderMarkdownToHtml(document.body) }} />
      <p className="final-say">Allowances change with fares and routes: the airline and the gate agent have the final say.</p>
      <p className="meta">
        As <a href={airlineMarkdownPath(code)}>Markdown</a> or <a href={airlineApiPath(code.toUpperCase())}>JSON</a>.
      </p>
    </article>
  );
}
