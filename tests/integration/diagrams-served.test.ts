import { describe, expect, inject, it } from 'vitest';
import { fetchHtml } from '../support/served-pages';
import { markdownImages } from '../support/markdown-text';
import { allPages } from '@/lib/content/catalogue';
import { markdownPath, pagePath } from '@/lib/site/urls';

const baseUrl = inject('baseUrl');
const pagesWithDiagrams = allPages().filter((page) => markdownImages(page.body).length > 0);

describe.each(pagesWithDiagrams.map((page) => [pagePath(page.slug), page] as const))('the diagrams on %s', (path, page) => {
  const images = markdownImages(page.body);

  it('are images with alt text, a reserved size and a caption, and each drawing, landscape and portrait, loads as SVG', async () => {
    const { $ } = await fetchHtml(`${baseUrl}${path}`);
    const served = $('article figure.diagram');
    expect(served.length).toBe(images.length);
    for (const [index, image] of images.entries()) {
      const figure = served.eq(index);
      const img = figure.find('picture > img');
      const portrait = figure.find('picture > source');
      expect(img.attr('alt')).toBe(image.alt);
      for (const drawing of [img, portrait]) {
        expect(Number(drawing.attr('width'))).toBeGreaterThan(0);
        expect(Number(drawing.attr('height'))).toBeGreaterThan(0);
      }
      expect(figure.find('figcaption').text()).toBe(image.title);
      for (const file of [img.attr('src')!, portrait.attr('srcset')!]) {
        const response = await fetch(new URL(file, baseUrl));
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(await response.text()).toMatch(/^<svg [^>]*role="img"/);
      }
    }
  });

  it('are named in the Markdown mirror by their alt text and absolute URL', async () => {
    const mirror = await (await fetch(`${baseUrl}${markdownPath(page.slug)}`)).text();
    // The build's SITE_URL is the served address, which this process knows as baseUrl.
    expect(markdownImages(mirror)).toEqual(images.map((image) => ({ ...image, url: new URL(image.url, baseUrl).href })));
  });
});

it('four guides or more carry diagrams', () => {
  expect(pagesWithDiagrams.length).toBeGreaterThanOrEqual(4);
});
