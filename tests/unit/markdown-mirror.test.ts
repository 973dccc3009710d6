import { describe, expect, it } from 'vitest';
import { linkTargets } from '../support/markdown-text';
import { allPages, guidesByCategory, homePage, pageBySlug } from '@/lib/content/catalogue';
import { markdownMirror, markdownNotFound } from '@/lib/content/markdown-mirror';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, markdownPath, pagePath } from '@/lib/site/urls';

const pageAtPath = new Map(allPages().map((page) => [pagePath(page.slug), page]));

describe.each(allPages().map((page) => [page.sourceFile, page] as const))('the Markdown mirror of %s', (_, page) => {
  const mirror = markdownMirror(page);

  it('opens with the title and the description', () => {
    expect(mirror.startsWith(`# ${page.title}\n\n> ${page.description}\n`)).toBe(true);
  });

  it('gives its page URL and credits the publisher', () => {
    expect(mirror).toContain(`- Page: ${absoluteUrl(pagePath(page.slug))}`);
    expect(mirror).toContain(`by ${siteIdentity.publisher}, ${absoluteUrl(pagePath(page.slug))}`);
  });

  it('carries every FAQ question as a heading', () => {
    for (const { question } of page.faq) expect(mirror).toContain(`\n### ${question}\n`);
  });

  it('has only absolute links, and the page links its author wrote go to mirrors', () => {
    for (const target of linkTargets(mirror)) expect(target).toMatch(/^https?:\/\//);
    const authored = [page.body, ...page.faq.map((pair) => pair.answer)].flatMap(linkTargets);
    for (const target of authored.filter((link) => link.startsWith('/') && pageAtPath.has(link))) {
      expect(mirror).toContain(`](${absoluteUrl(markdownPath(pageAtPath.get(target)!.slug))})`);
    }
  });
});

describe.each(allPages().filter((page) => page.kind === 'guide').map((page) => [page.sourceFile, page] as const))('the Markdown mirror of guide %s', (_, guide) => {
  it('says when its rules were checked and lists every source with its address and kind', () => {
    const mirror = markdownMirror(guide);
    expect(mirror).toContain(`- Rules checked: ${guide.reviewed}\n`);
    const sources = mirror.slice(mirror.indexOf('\n## Sources\n'));
    expect(sources).toContain(`Rules checked on ${guide.reviewed}`);
    for (const source of guide.sources) expect(sources).toContain(`- [${source.title}](${source.url}), ${source.publisher} (`);
  });
});

describe('mirrors', () => {
  it('end guides, and only guides, with the not-airline-policy note', () => {
    for (const page of allPages()) {
      expect(markdownMirror(page).includes(siteIdentity.guidanceNote)).toBe(page.kind === 'guide');
    }
  });

  it('list every guide on the homepage, linked to its mirror', () => {
    const home = markdownMirror(homePage());
    for (const { guides } of guidesByCategory()) {
      for (const guide of guides) expect(home).toContain(`[${guide.title}](${absoluteUrl(markdownPath(guide.slug))})`);
    }
  });

  it('of the pricing page match the expected file', async () => {
    await expect(markdownMirror(pageBySlug('pricing')!)).toMatchFileSnapshot('./__snapshots__/pricing.index.md');
  });
});

describe('the 404 Markdown body', () => {
  it('names a slug-shaped request and points to the page index', () => {
    const body = markdownNotFound('packing-for-mars');
    expect(body).toContain('`packing-for-mars`');
    expect(body).toContain(absoluteUrl('/api/pages.json'));
  });

  it.each(['<script>alert(1)</script>', 'UPPER', 'a/b', 'x'.repeat(101)])('does not echo %s', (requested) => {
    const body = markdownNotFound(requested);
    expect(body).not.toContain(requested);
    expect(body).toContain('not a valid page slug');
  });
});
