/* The words of a search answer's wire shape (lib/api/schemas.ts), kept apart from how answers are found, which reads the catalogue. */

/**
 * How much of what a query asks a hit's passage covers, in words a model can act on: `answers` when
 * the passage holds every thing the query asks about, `related` when it holds at least half of them,
 * `mentions` when less. Unlike the score, it means the same for every query.
 */
export const matchLevels = ['answers', 'related', 'mentions'] as const;
export type MatchLevel = (typeof matchLevels)[number];

/** Where a passage comes from: a FAQ answer, the guide's short answer, a table row with its headers, or sentences of the matched section. */
export const passageKinds = ['faq', 'short-answer', 'table-row', 'passage'] as const;
export type PassageKind = (typeof passageKinds)[number];

/** A passage longer than this is cut to its best sentences: a paragraph, not a page. */
export const MAX_PASSAGE_LENGTH = 700;

/** The most sources an answer cites: an airline's allowances cite each page their figures come from, a guide's passage at most three. */
export const MAX_ANSWER_SOURCES = 8;
