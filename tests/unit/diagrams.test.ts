import { readdirSync, readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { DIAGRAM_DIR, smallestLabel } from '../support/diagram-labels';
import { markdownImages } from '../support/markdown-text';
import { allPages } from '@/lib/content/catalogue';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { PORTRAIT_MEDIA, portraitPath } from '@/lib/content/rehype-diagrams';
import { absoluteUrl } from '@/lib/site/urls';

const svgFiles = readdirSync(DIAGRAM_DIR).filter((file) => file.endsWith('.svg'));
const isPortrait = (file: string) => file.endsWith('-portrait.svg');
/** The diagrams guides place; each has a portrait drawing beside it for phones. */
const diagramFiles = svgFiles.filter((file) => !isPortrait(file));
/** The content box of a 390 px phone, where a portrait drawing is shown. */
const PHONE_CONTENT_WIDTH = 356;
const svgRoot = (file: string) => cheerio.load(readFileSync(`${DIAGRAM_DIR}/${file}`, 'utf8'), { xml: true })('svg').first();
const pagesWithImages = allPages().filter((page) => markdownImages(page.body).length > 0);
const MIN_ALT_WORDS = 15;

/** Where each diagram explains something faster than the text around it. */
const diagramPlacements = {
  'bag-dimensions.svg': ['size-and-weight-limits', 'carry-on-basics'],
  'liquids-bag.svg': ['liquids-and-toiletries'],
  'overhead-bin.svg': ['overhead-bins-and-gate-checks'],
  'rolling-or-folding.svg': ['rolling-or-folding'],
};

describe.each(svgFiles)('the drawing %s', (file) => {
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
});

describe.each(diagramFiles)('the diagram %s', (file) => {
  it('has a portrait drawing for phones, taller than wide, whose labels are 12 px or more on a phone', () => {
    const portrait = portraitPath(file);
    expect(svgFiles).toContain(portrait);
    const root = svgRoot(portrait);
    const width = Number(root.attr('width'));
    expect(Number(root.attr('height'))).toBeGreaterThan(width);
    expect((smallestLabel(portrait) * PHONE_CONTENT_WIDTH) / width).toBeGreaterThanOrEqual(12);
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

  it('render as figures with alt text and caption, the portrait drawing on a phone, each drawing with its width and height', () => {
    const $ = cheerio.load(renderMarkdownToHtml(page.body));
    const figures = $('figure.diagram');
    expect(figures.length).toBe(images.length);
    figures.each((index, figure) => {
      const img = $(figure).find('> picture > img');
      const source = $(figure).find('> picture > source');
      const file = images[index].url.slice('/diagrams/'.length);
      const [landscape, portrait] = [svgRoot(file), svgRoot(portraitPath(file))];
      expect(img.attr('src')).toBe(images[index].url);
      expect(img.attr('alt')).toBe(images[index].alt);
      expect([img.attr('width'), img.attr('height')]).toEqual([landscape.attr('width'), landscape.attr('height')]);
      expect({ media: source.attr('media'), srcset: source.attr('srcset') }).toEqual({ media: PORTRAIT_MEDIA, srcset: portraitPath(images[index].url) });
      expect([source.attr('width'), source.attr('height')]).toEqual([portrait.attr('width'), portrait.attr('height')]);
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
