import { describe, expect, it } from 'vitest';
import { closestSlugs, findPage } from '@/lib/content/find-page';
import { siteUrl } from '@/lib/site/site-url';

describe('findPage', () => {
  it.each([
    'liquids-and-toiletries',
    '/liquids-and-toiletries/',
    '/liquids-and-toiletries',
    'liquids-and-toiletries/',
    '  LIQUIDS-AND-TOILETRIES  ',
    `${siteUrl}/liquids-and-toiletries/`,
    `${siteUrl}/liquids-and-toiletries`,
    `${siteUrl}/liquids-and-toiletries/index.md`,
    'https://packwise.example/liquids-and-toiletries/?utm_source=chat#faq',
    '/liquids-and-toiletries/index.md',
  ])('%j → the liquids guide', (reference) => {
    expect(findPage(reference)?.slug).toBe('liquids-and-toiletries');
  });

  it.each(['/', 'index', 'INDEX', 'index.md', '/index.md', siteUrl, `${siteUrl}/`, `${siteUrl}/index.md`])('%j → the homepage', (reference) => {
    expect(findPage(reference)?.kind).toBe('home');
  });

  it.each(['liquid', 'liquids/toiletries', '../etc/passwd', 'https://', '   ', 'http://[bad'])('%j → no page', (reference) => {
    expect(findPage(reference)).toBeUndefined();
  });
});

describe('closestSlugs', () => {
  it('suggests the guide a near-miss meant', () => {
    expect(closestSlugs('liquid-toiletries')[0]).toBe('liquids-and-toiletries');
    expect(closestSlugs(`${siteUrl}/electronics-batteries/`)[0]).toBe('electronics-and-batteries');
  });

  it('suggests nothing for an empty reference or for words no page resembles', () => {
    expect(closestSlugs('  ')).toEqual([]);
    expect(closestSlugs('xyzzy')).toEqual([]);
  });
});
