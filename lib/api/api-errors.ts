import type { ApiError } from './schemas';
import { MAX_QUERY_LENGTH } from '@/lib/site/search-limits';
import { absoluteUrl, routePaths } from '@/lib/site/urls';

/** Every value the Error body's `error` field takes, with the status it comes with. */
export const apiErrorCodes = {
  missing_query: { status: 400, when: '`q` is missing, empty or only spaces' },
  query_too_long: { status: 400, when: `\`q\` is longer than ${MAX_QUERY_LENGTH} characters (after trimming spaces)` },
  repeated_query: { status: 400, when: '`q` is given more than once' },
  unknown_purpose: { status: 400, when: '`for` is given with a value other than `missing_page`' },
  invalid_kinds: { status: 400, when: '`kinds` (GET /api/search) names something other than `guide`, `page` and `item`, comma-separated, or is given more than once' },
  invalid_since: { status: 400, when: '`since` (GET /api/changes.json) is not a calendar date written YYYY-MM-DD' },
  invalid_scope: { status: 400, when: '`scope` (GET /api/changes.json) is not ICAO, EU, an ISO 3166-1 alpha-2 country, an IATA airport code or `airline:` and an IATA airline code' },
  invalid_kind: { status: 400, when: '`kind` (GET /api/changes.json) is neither `rule-change` nor `correction`' },
  invalid_limit: { status: 400, when: '`limit` (GET /api/changes.json) is not a whole number from 1 to 100' },
  repeated_parameter: { status: 400, when: '`since`, `scope`, `kind` or `limit` is given more than once' },
  unknown_item: { status: 404, when: 'no item of the catalogue has this slug (GET /api/items/{slug}); GET /api/items.json lists them' },
  unknown_airline: { status: 404, when: 'no airline Packwise has goes by this IATA code (GET /api/airlines/{code}); GET /api/airlines.json lists them' },
  malformed_url: { status: 400, when: 'the path is not a valid URL path, such as one with a malformed percent-escape (`%ZZ`)' },
  not_found: { status: 404, when: 'no API endpoint exists at this path' },
  method_not_allowed: { status: 405, when: 'the method is not GET, HEAD or OPTIONS: the API is read-only' },
} as const;

export type ApiErrorCode = keyof typeof apiErrorCodes;

export function apiError(code: ApiErrorCode, message: string): ApiError {
  return { error: code, message, docs: absoluteUrl(routePaths.errorDocs) };
}
