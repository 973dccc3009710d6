'use client';

import { useEffect, useState } from 'react';
import type { SearchHit } from '@/lib/api/schemas';
import { MAX_QUERY_LENGTH } from '@/lib/site/search-limits';
import { routePaths } from '@/lib/site/route-paths';

/** An address as typed, its escapes decoded when they are well formed ("/%E0%A4%A/" is not). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** As much of an address as search reads, never ending in half a character (which could not be encoded). */
const searchable = (address: string) => address.slice(0, MAX_QUERY_LENGTH).replace(/[\uD800-\uDBFF]$/, '');

/**
 * On the 404 page, the pages the address that was typed may mean, as get_page suggests them: what
 * search finds for its words, then the closest spellings (GET /api/search?for=missing_page). The
 * page is static, so the browser reads the address; nothing is shown until they are found.
 */
export function DidYouMean() {
  const [hits, setHits] = useState<Pick<SearchHit, 'title' | 'url'>[]>([]);
  useEffect(() => {
    const address = decodedPath(window.location.pathname);
    if (!/[\p{L}\p{N}]/u.test(address)) return;
    const controller = new AbortController();
    fetch(`${routePaths.search}?for=missing_page&q=${encodeURIComponent(searchable(address))}`, { signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as { results: SearchHit[] }).results : []))
      .then(setHits)
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
