import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of an HTML page. Scripts run only from this origin or when their text
 * has one of the listed hashes (or carries the listed nonce): no 'unsafe-inline', no 'unsafe-eval'.
 * Nothing may frame a page, post a form elsewhere or load from another origin.
 */
export function contentSecurityPolicy(scriptSources: string[]): string {
  // React's development build evaluates code to rebuild stack traces; production never does.
  const development = process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : [];
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptSources, ...development].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Executable inline scripts: no `src`, and no `type` other than JavaScript (JSON-LD data blocks never run). */
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script/gi;
const NON_EXECUTABLE = /\b(?:src=|type=["']?(?!text\/javascript|module)[^\s>"']+)/i;

/**
 * The CSP source of each inline script in an HTML document: `'sha256-…'` of its exact text, which is
 * what a browser hashes (a script's text cannot contain `</script`, so the pattern finds it exactly).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (NON_EXECUTABLE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
