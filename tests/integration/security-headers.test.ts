import { describe, expect, inject, it } from 'vitest';
import { pageIndex } from '../support/served-pages';

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

describe('page addresses', () => {
  it.each(pages.map((page) => page.path))('%s varies on Accept in its HTML too', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'text/html' } });
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('vary')).toMatch(/\bAccept\b(?!-)/);
  });

  it.each([
    ['/pricing', '/pricing/'],
    ['/no-such-guide', '/no-such-guide/'],
    ['/search?q=bags', '/search/?q=bags'],
  ])('%s redirects to %s', async (path, location) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    ['a search', '/search', `q=${encodeURIComponent('é'.repeat(2_000))}`, `/search/?q=${encodeURIComponent('é'.repeat(201))}`],
    ['a search with other parameters', '/search', `x=${'x'.repeat(14_000)}&q=bags&q=shoes`, '/search/?q=bags'],
    ['a page', '/pricing', `utm_source=${'u'.repeat(14_000)}`, '/pricing/'],
    ['a page with a short query', '/pricing', 'utm_source=newsletter', '/pricing/?utm_source=newsletter'],
    ['a page with a query of 2,000 characters', '/pricing', `utm_source=${'u'.repeat(2_000)}`, '/pricing/'],
  ])('redirects %s with a long query without echoing it into a header', async (_, path, query, location) => {
    const response = await fetch(`${baseUrl}${path}?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });

  it('a search cut in its redirect is refused as too long on the search page, as it is when typed there', async () => {
    const html = await (await fetch(`${baseUrl}/search?q=${'bag+'.repeat(3_000)}`)).text();
    expect(html).toContain('That search is too long');
  });

  it('does not echo a huge path into a redirect', async () => {
    const response = await fetch(`${baseUrl}/${'a'.repeat(8000)}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  it.each(['/markdown-mirror/pricing', '/markdown-mirror'])('the old internal route %s is not a second address of a mirror', async (path) => {
    expect((await fetch(`${baseUrl}${path}`)).status).toBe(404);
  });
});
