import { readdirSync, readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { markdownImages } from '../support/markdown-text';
import { allPages } from '@/lib/content/catalogue';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { absoluteUrl } from '@/lib/site/urls';

const DIAGRAM_DIR = 'public/diagrams';
const diagramFiles = readdirSync(DIAGRAM_DIR).filter((file) => file.endsWith('.svg'));
const pagesWithImages = allPages().filter((page) => markdownImages(page.body).length > 0);
const MIN_ALT_WORDS = 15;

/** Where each diagram explains something faster than the text around it. */
const diagramPlacements = {
  'bag-dimensions.svg': ['size-and-weight-limits', 'carry-on-basics'],
  'liquids-bag.svg': ['liquids-and-toiletries'],
  'overhead-bin.svg': ['overhead-bins-and-gate-checks'],
  'rolling-or-folding.svg': ['rolling-or-folding'],
};

describe.each(diagramFiles)('the diagram %s', (file) => {
  const svg = readFileSync(`${DIAGRAM_DIR}/${file}`, 'utf8');
  const $ = cheerio.load(svg, { xml: true });
  const root = $('svg').first();

  it('declares its size, for the page to reserve its box', () => {
    expect(root.attr('width')).toMatch(/^\d+$/);
    expect(root.attr('height')).toMatch(/^\d+$/);
    expect(root.attr('viewBox')).toBe(`0 0 ${root.attr('width')} ${root.attr('height')}`);
  });

  it('is an image named by its own title and description, when opened on its own', () => {
    expect(root.attr('role')).toBe('img');
    const [titleId, descId] = (root.attr('aria-labelledby') ?? '').split(' ');
    expect($(`title#${titleId}`).text().length).toBeGreaterThan(10);
    expect($(`desc#${descId}`).text().split(/\s+/).length).toBeGreaterThanOrEqual(MIN_ALT_WORDS);
  });

  it('needs no script and nothing from elsewhere', () => {
    expect($('script, foreignObject, image, use[href^="http"]').length).toBe(0);
    expect(svg).not.toMatch(/\son[a-z]+=|javascript:|@import|url\((?!#)|href="(?!#)/i);
  });

  it('has colors for the dark theme too', () => {
    expect($('style').text()).toContain('@media (prefers-color-scheme: dark)');
  });

  it('appears in the guides it was drawn for', () => {
    const placements = diagramPlacements[file as keyof typeof diagramPlacements];
    expect(placements, `${file} has no placement listed`).toBeDefined();
    const using = pagesWithImages.filter((page) => markdownImages(page.body).some((image) => image.url === `/diagrams/${file}`)).map((page) => page.slug);
    expect(using.sort()).toEqual([...placements].sort());
  });
});

describe.each(pagesWithImages.map((page) => [page.sourceFile, page] as const))('the images of %s', (_, page) => {
  const images = markdownImages(page.body);

  it('are diagrams of this site, with alt text that says what they show and a caption', () => {
    for (const image of images) {
      expect(image.url).toMatch(/^\/diagrams\/[a-z0-9-]+\.svg$/);
      expect(diagramFiles).toContain(image.url.slice('/diagrams/'.length));
      expect(image.alt.split(/\s+/).length).toBeGreaterThanOrEqual(MIN_ALT_WORDS);
      expect(image.title?.length).toBeGreaterThan(10);
    }
  });

  it('render as figures with their width, height, alt text and caption', () => {
    const $ = cheerio.load(renderMarkdownToHtml(page.body));
    const figures = $('figure.diagram');
    expect(figures.length).toBe(images.length);
    figures.each((index, figure) => {
      const img = $(figure).children('img');
      const svg = cheerio.load(readFileSync(`public${images[index].url}`, 'utf8'), { xml: true })('svg');
      expect(img.attr('src')).toBe(images[index].url);
      expect(img.attr('alt')).toBe(images[index].alt);
      expect([img.attr('width'), img.attr('height')]).toEqual([svg.attr('width'), svg.attr('height')]);
      expect($(figure).children('figcaption').text()).toBe(images[index].title);
    });
  });

  it('appear in the Markdown mirror with their alt text and absolute URL', () => {
    const mirrored = markdownImages(markdownMirror(page));
    expect(mirrored).toEqual(images.map((image) => ({ ...image, url: absoluteUrl(image.url) })));
  });
});

it('four diagrams are drawn and placed', () => {
  expect(diagramFiles.sort()).toEqual(Object.keys(diagramPlacements).sort());
});
