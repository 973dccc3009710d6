'use client';

import { useEffect, useState } from 'react';
import type { SearchHit } from '@/lib/api/schemas';
import { routePaths } from '@/lib/site/route-paths';

const SUGGESTIONS = 3;

/** An address as typed, its escapes decoded when they are well formed ("/%E0%A4%A/" is not). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The words of a mistyped address: "/flying-with-a-pet/" is "flying with a pet". */
const wordsOfPath = (pathname: string) =>
  decodedPath(pathname)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/**
 * On the 404 page, the guides that search finds for the words of the address that was typed (the
 * page is static, so the browser reads the address); nothing is shown until they are found.
 */
export function DidYouMean() {
  const [hits, setHits] = useState<Pick<SearchHit, 'title' | 'url'>[]>([]);
  useEffect(() => {
    const words = wordsOfPath(window.location.pathname);
    if (!words) return;
    const controller = new AbortController();
    fetch(`${routePaths.search}?q=${encodeURIComponent(words)}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as { results: SearchHit[] }).results : []))
      .then((results) => setHits(results.slice(0, SUGGESTIONS)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby="did-you-mean" className="did-you-mean">
      <h2 id="did-you-mean">Did you mean</h2>
      <ul>
        {hits.map((hit) => (
          <li key={hit.url}>
            <a href={new URL(hit.url).pathname}>{hit.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
