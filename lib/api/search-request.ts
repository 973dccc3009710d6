import { z } from 'zod';
import type { ApiErrorCode } from './api-errors';
import { HitKindSchema, type HitKind } from './schemas';
import { MAX_QUERY_LENGTH } from '@/lib/site/search-limits';
import { routePaths } from '@/lib/site/urls';

/** Search words, trimmed; how many a request may send depends on where it comes from. */
const queryText = z.string().trim().min(1);

/** The search words, as both GET /api/search and the MCP search_answers tool accept them. */
export const searchQueryText = queryText.max(MAX_QUERY_LENGTH);

/**
 * What a search is for: `missing_page` reads `q` as an address that named no page (a slug, path or
 * URL) and answers with the pages get_page and the 404 page suggest for it.
 */
export const SEARCH_PURPOSES = ['missing_page'] as const;
export type SearchPurpose = (typeof SEARCH_PURPOSES)[number];

export type SearchRequest = { ok: true; query: string; purpose?: SearchPurpose; kinds?: HitKind[] } | { ok: false; code: ApiErrorCode; message: string };

/** The kinds of hit asked for, as both GET /api/search (comma-separated) and search_answers (a list) take them. */
export const hitKindList = z.array(HitKindSchema).min(1);

const refusedKinds = (message: string): SearchRequest => ({ ok: false, code: 'invalid_kinds', message });

/** `kinds` as GET /api/search takes it: once, comma-separated ("item,guide"); absent means every kind. */
function readKinds(params: URLSearchParams): { kinds?: HitKind[] } | SearchRequest {
  const values = params.getAll('kinds');
  if (values.length === 0) return {};
  if (values.length > 1) return refusedKinds(`Send kinds once, comma-separated (kinds=item,guide); this request has it ${values.length} times.`);
  const parsed = hitKindList.safeParse(values[0]!.split(',').map((kind) => kind.trim()));
  if (parsed.success) return { kinds: [...new Set(parsed.data)] };
  return refusedKinds(`kinds lists hit kinds separated by commas, each one of ${HitKindSchema.options.join(', ')}; “${values[0]!.slice(0, 40)}” is not such a list.`);
}

const isSearchPurpose = (value: string): value is SearchPurpose => (SEARCH_PURPOSES as readonly string[]).includes(value);

/**
 * Reads `q`, `for` and `kinds` from GET /api/search (spec §4.2), `q` up to `maxLength` characters:
 * the API's limit, or a pasted question's on the search page and its mirror. Other parameters are
 * ignored.
 */
export function parseSearchRequest(params: URLSearchParams, maxLength = MAX_QUERY_LENGTH): SearchRequest {
  const purpose = params.get('for');
  if (purpose !== null && !isSearchPurpose(purpose)) {
    return {
      ok: false,
      code: 'unknown_purpose',
      message: `for can only be ${SEARCH_PURPOSES.join(', ')} (the pages an address that named no page may mean); leave it out for a plain search.`,
    };
  }
  const values = params.getAll('q');
  if (values.length > 1) {
    return {
      ok: false,
      code: 'repeated_query',
      message: `Send q once; this request has it ${values.length} times. Put every search word in one q, separated by spaces.`,
    };
  }
  const kinds = readKinds(params);
  if ('ok' in kinds) return kinds;
  const parsed = queryText.max(maxLength).safeParse(values[0] ?? '');
  if (parsed.success) return { ok: true, query: parsed.data, ...(purpose !== null && { purpose }), ...kinds };
  if (parsed.error.issues[0]?.code === 'too_big') {
    return {
      ok: false,
      code: 'query_too_long',
      message: `q is ${values[0]?.trim().length} characters long; shorten it to ${maxLength} characters or fewer.`,
    };
  }
  return {
    ok: false,
    code: 'missing_query',
    message: `Add the words to search for as the q parameter, for example ${routePaths.search}?q=liquids.`,
  };
}
