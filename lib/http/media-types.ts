/** Media types of what the app serves; free of dependencies so that browser bundles can import them. */
export const JSON_TYPE = 'application/json';
export const HTML_TYPE = 'text/html; charset=utf-8';
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
export const PLAIN_TEXT_TYPE = 'text/plain; charset=utf-8';
