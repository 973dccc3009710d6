/**
 * Limits of the site's search box, GET /api/search and search_answers (spec §4.2, §8): the lowest
 * layer that needs them is the page-address redirect, and browser code imports them without zod.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * The search page, its Markdown mirror and the header box take a question pasted with its story, up
 * to this long, and search what fits in MAX_QUERY_LENGTH of it: the question sentence, then its
 * distinctive words (lib/search/query/long-query.ts). The page says what it read.
 */
export const MAX_PASTED_QUERY_LENGTH = 1000;
export const SEARCH_RESULT_LIMIT = 10;

/**
 * How many pages get_page, the 404 page and GET /api/search?for=missing_page suggest. Here rather than
 * beside the suggesting, so that the OpenAPI document can state it without loading the search index.
 */
export const PAGE_SUGGESTIONS = 3;
