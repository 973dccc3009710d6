/**
 * When a page URL answers with its Markdown mirror instead of HTML, written as the `Accept` header
 * pattern that next.config.ts `has` conditions take, so that the choice is made by routing config
 * and a page stays a static file (no proxy runs before it).
 *
 * A regular expression cannot weigh q-values the way a full negotiator does, so it encodes the
 * decision for the headers clients actually send (tests/unit/markdown-negotiation.test.ts checks it
 * against `negotiator`): Markdown when `text/markdown` is listed at full quality and `text/html` is
 * not listed before it or only at a lower quality, or at any non-zero quality when neither
 * `text/html` nor a wildcard that covers it is acceptable. Browsers, curl's `*\/*` and everything
 * else get HTML.
 */

/** `text/markdown` with no q parameter lowering it below 1 in its own list item. */
const MARKDOWN_AT_FULL_QUALITY = String.raw`text/markdown(?![^,]*;\s*q\s*=\s*0)`;
/** `text/markdown` with a q parameter above zero, or none. */
const MARKDOWN_ACCEPTABLE = String.raw`text/markdown(?![^,]*;\s*q\s*=\s*0(?:\.0{0,3})?\s*(?:,|$))`;
const NO_HTML_BEFORE = String.raw`(?:(?!text/html).)*`;
const NO_FULL_QUALITY_HTML = String.raw`(?!.*text/html(?![^,]*;\s*q\s*=\s*0))`;
const NO_HTML_OR_WILDCARD_ANYWHERE = String.raw`(?!.*(?:text/html|\*/\*|text/\*))`;

/** Media types are case-insensitive (RFC 9110 §8.3.1), and `has` patterns take no flags; escapes such as `\s` stay. */
function caseInsensitive(pattern: string): string {
  return pattern.replace(/(?<!\\)[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
}

/** Matched by Next.js against the whole `Accept` value (`^…$`). */
export const PREFERS_MARKDOWN_ACCEPT = caseInsensitive(
  `(?:${[
    `${NO_HTML_BEFORE}${MARKDOWN_AT_FULL_QUALITY}.*`,
    `${NO_FULL_QUALITY_HTML}.*${MARKDOWN_AT_FULL_QUALITY}.*`,
    `${NO_HTML_OR_WILDCARD_ANYWHERE}.*${MARKDOWN_ACCEPTABLE}.*`,
  ].join('|')})`,
);

export function prefersMarkdown(accept: string): boolean {
  return new RegExp(`^${PREFERS_MARKDOWN_ACCEPT}$`).test(accept);
}
