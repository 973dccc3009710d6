import { describe, expect, it } from 'vitest';
import { resolveSiteUrl } from '@/lib/site/site-url';

describe('resolveSiteUrl', () => {
  it.each([
    { env: {}, expected: 'http://localhost:3000' },
    { env: { PORT: '3100' }, expected: 'http://localhost:3100' },
    { env: { PORT: 'not-a-port' }, expected: 'http://localhost:3000' },
    { env: { SITE_URL: 'https://packwise.example', PORT: '3100' }, expected: 'https://packwise.example' },
    { env: { SITE_URL: 'https://packwise.example/' }, expected: 'https://packwise.example' },
    { env: { SITE_URL: ' https://packwise.example ' }, expected: 'https://packwise.example' },
    { env: { VERCEL_PROJECT_PRODUCTION_URL: 'packwise.vercel.app' }, expected: 'https://packwise.vercel.app' },
    { env: { SITE_URL: 'http://127.0.0.1:4000', VERCEL_PROJECT_PRODUCTION_URL: 'packwise.vercel.app' }, expected: 'http://127.0.0.1:4000' },
  ])('$env → $expected', ({ env, expected }) => {
    expect(resolveSiteUrl(env)).toBe(expected);
  });

  it.each(['packwise.example', 'ftp://packwise.example'])('refuses SITE_URL=%s', (value) => {
    expect(() => resolveSiteUrl({ SITE_URL: value })).toThrow('SITE_URL must be an absolute http:// or https:// URL');
  });
});
