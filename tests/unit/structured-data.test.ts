import { describe, expect, it } from 'vitest';
import { allPages } from '@/lib/content/catalogue';
import { guideStructuredData, jsonLdScript } from '@/lib/seo/structured-data';
import { absoluteUrl, pagePath } from '@/lib/site/urls';

const guides = allPages().filter((page) => page.kind === 'guide');

describe.each(guides.map((guide) => [guide.slug, guide] as const))('JSON-LD of %s', (_, guide) => {
  const graph = guideStructuredData(guide)['@graph'];

  it('is an Article, a BreadcrumbList ending at the guide, and a FAQPage with every question', () => {
    expect(graph.map((node) => node['@type'])).toEqual(['Article', 'BreadcrumbList', 'FAQPage']);
    const [article, breadcrumbs, faq] = graph;
    expect(article).toMatchObject({ headline: guide.title, url: absoluteUrl(pagePath(guide.slug)), dateModified: guide.dateModified });
    expect(breadcrumbs.itemListElement?.at(-1)).toMatchObject({ name: guide.title, item: absoluteUrl(pagePath(guide.slug)) });
    expect(faq.mainEntity?.map((question) => question.name)).toEqual(guide.faq.map((pair) => pair.question));
  });

  it('cites every source of the guide in its Article', () => {
    expect(graph[0].citation?.map((source) => source.url).sort()).toEqual(guide.sources.map((source) => source.url).sort());
  });

  it('answers in plain text, without Markdown', () => {
    for (const question of graph[2].mainEntity ?? []) expect(question.acceptedAnswer.text).not.toMatch(/\]\(|\*\*/);
  });
});

it('escapes "<" so the script cannot be closed from inside', () => {
  expect(jsonLdScript({ text: '</script><script>alert(1)</script>' })).not.toContain('<');
});
