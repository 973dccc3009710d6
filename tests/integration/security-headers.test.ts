import { describe, expect, inject, it } from 'vitest';
import { pageIndex } from '../support/served-pages';
import { routePaths } from '@/lib/site/route-paths';

const baseUrl = inject('baseUrl');
const pages = await pageIndex(baseUrl);
const htmlPaths = ['/', ...pages.map((page) => page.path).filter((path) => path !== '/'), '/search/?q=liquids', '/no-such-guide/'];

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  it.each(htmlPaths)('%s has a strict Content-Security-Policy', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    const policy = directives(response.headers.get('content-security-policy'));
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.length).toBeGreaterThan(1);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it.each(['/', '/pricing/', '/pricing/index.md', '/api/search?q=liquids', '/api/pages.json', '/openapi.json', '/llms.txt', '/favicon.svg', '/no-such-guide/'])(
    '%s says nosniff, a referrer policy, a permissions policy and no framing',
    async (path) => {
      const { headers } = await fetch(`${baseUrl}${path}`);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('adds HSTS when the request came over HTTPS', async () => {
    const response = await fetch(`${baseUrl}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}/);
  });

  it('gives the search page, rendered per request, a fresh nonce each time', async () => {
    const nonceOf = async () => (await fetch(`${baseUrl}/search/?q=bags`)).headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });
});

describe('caches', () => {
  // The survey results answer HTML only (their mirror is at index.md), so they need not vary.
  it.each(pages.map((page) => page.path).filter((path) => path !== routePaths.surveyResults))('%s varies on Accept in its HTML too', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'text/html' } });
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('vary')).toMatch(/\bAccept\b(?!-)/);
  });
});
