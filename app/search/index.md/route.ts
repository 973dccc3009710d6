import { emptySearchMarkdown, searchResultsMarkdown } from '@/lib/api/search-markdown';
import { pastedSearch } from '@/lib/api/pasted-search';
import { MARKDOWN_TYPE } from '@/lib/http/media-types';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { representation } from '@/lib/http/representation';
import { respond } from '@/lib/http/respond';

/**
 * GET /search/index.md: the search page's Markdown mirror, for the same `q` and `kinds` as the page
 * (other parameters are ignored, as the page ignores them), `q` as long as the page takes it. Without
 * `q`, how to search; with a `q` the page refuses (too long, repeated), a 400 saying why, in Markdown.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) => {
  const sent = new URL(request.url).searchParams;
  const params = new URLSearchParams(['q', 'kinds'].flatMap((name) => sent.getAll(name).map((value) => [name, value])));
  const { request: parsed, response, read } = pastedSearch(params);
  if (parsed.ok) return respond(request, representation(searchResultsMarkdown(response!, read && parsed.query), MARKDOWN_TYPE));
  if (parsed.code === 'missing_query') return respond(request, representation(emptySearchMarkdown(), MARKDOWN_TYPE));
  return respond(request, representation(`# Search\n\n${parsed.message}\n`, MARKDOWN_TYPE), { status: 400 });
});
