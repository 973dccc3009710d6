/** Media types of what the app serves; free of dependencies so that browser bundles can import them. */
export const JSON_TYPE = 'application/json';
export const HTML_TYPE = 'text/html; charset=utf-8';
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
export const PLAIN_TEXT_TYPE = 'text/plain; charset=utf-8';
/** JSON Feed 1.1 §1 names this type; Atom's is RFC 4287's. */
export const JSON_FEED_TYPE = 'application/feed+json';
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
/** RFC 4180's type; `header=present` says the first line names the columns. */
export const CSV_TYPE = 'text/csv; charset=utf-8; header=present';
