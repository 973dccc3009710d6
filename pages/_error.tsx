import type { NextPageContext } from 'next';
import Head from 'next/head';
import { refusalFor, refusedRequestReply, type Refusal } from '@/lib/http/refused-request';
import { sendToNode } from '@/lib/http/send-to-node';

type ErrorPageProps = { statusCode: number; refusal: Refusal };

/**
 * The Pages Router error page, which Next.js 16.4 renders (even in an App Router app) for requests it
 * refuses before any route runs: a malformed percent-escape in a dynamic segment (`/%ZZ/`, `/api/%ZZ`:
 * DecodeError, 400) and a method other than GET or HEAD on a public file (405). Without this file Next
 * finds no error component and answers those with a plain-text 500 (base-server.js,
 * renderErrorToResponseImpl: "missing required error components").
 */
export default function ErrorPage({ statusCode, refusal }: ErrorPageProps) {
  return (
    <main>
      <Head>
        <title>{`${refusal.title} · Packwise`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>
        {statusCode} {refusal.title}
      </h1>
      <p>{refusal.message}</p>
      <p>
        <a href="/">Packwise home</a> · <a href="/search/">Search the guides</a>
      </p>
    </main>
  );
}

ErrorPage.getInitialProps = async ({ req, res }: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = res?.statusCode ?? 400;
  const refusal = refusalFor(statusCode, req?.method ?? 'GET');
  if (req && res) {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const reply = refusedRequestReply(pathname, req.method ?? 'GET', refusal);
    // Once the reply is sent, Next renders nothing more.
    if (reply) await sendToNode(res, reply);
  }
  return { statusCode, refusal };
};
