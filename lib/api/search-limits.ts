/** Limits of GET /api/search and search_answers (spec §4.2, §8), importable by browser code without zod. */
export const MAX_QUERY_LENGTH = 200;
export const SEARCH_RESULT_LIMIT = 10;
