import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Diagrams are SVG files drawn for this site, served from public/diagrams/ and referenced from Markdown. */
export const DIAGRAM_PATH = /^\/diagrams\/[a-z0-9-]+\.svg$/;

/**
 * Below this width a diagram is drawn again in portrait, as `<name>-portrait.svg` beside it: the
 * landscape drawing shrunk to a phone's 356 px would leave labels of 8 px. The same 40rem as the
 * stylesheet's phone layout.
 */
export const PORTRAIT_MEDIA = '(max-width: 40rem)';

/** The portrait drawing of a diagram, which every diagram has. */
export const portraitPath = (path: string) => path.replace(/\.svg$/, '-portrait.svg');

export type DiagramSize = { width: number; height: number };

const sizes = new Map<string, DiagramSize>();

/**
 * The intrinsic size a diagram declares on its root `<svg>`: given to the `<img>` so the browser
 * reserves its box before the file arrives. A diagram without one fails the build, naming the file.
 */
export function diagramSize(path: string): DiagramSize {
  let size = sizes.get(path);
  if (size) return size;
  if (!DIAGRAM_PATH.test(path)) throw new Error(`Not a diagram path: ${path} (expected /diagrams/<name>.svg)`);
  const file = join(process.cwd(), 'public', path);
  if (!existsSync(file)) throw new Error(`${file} is missing: every diagram has a landscape drawing and a portrait one for phones (<name>-portrait.svg)`);
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
  const width = Number(/\swidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+)"/.exec(root)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error(`${file}: the root <svg> needs whole-pixel width and height attributes`);
  size = { width, height };
  sizes.set(path, size);
  return size;
}

const isDiagram = (node: Element) => node.tagName === 'img' && typeof node.properties.src === 'string' && DIAGRAM_PATH.test(node.properties.src);

/**
 * A paragraph holding only a diagram (`![alt](/diagrams/name.svg "caption")`) becomes a figure: a
 * picture that shows the portrait drawing on a phone and the landscape one elsewhere, each with its
 * intrinsic width and height so that it never shifts the text below it, and the Markdown title as a
 * visible caption.
 */
export function rehypeDiagrams() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'p') return;
      const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
      const [image] = content;
      if (content.length !== 1 || image.type !== 'element' || !isDiagram(image)) return;
      const { title, ...properties } = image.properties;
      const src = String(properties.src);
      const portrait = portraitPath(src);
      node.tagName = 'figure';
      node.properties = { className: ['diagram'] };
      node.children = [
        {
          type: 'element',
          tagName: 'picture',
          properties: {},
          children: [
            { type: 'element', tagName: 'source', properties: { media: PORTRAIT_MEDIA, srcSet: portrait, type: 'image/svg+xml', ...diagramSize(portrait) }, children: [] },
            { ...image, properties: { ...properties, ...diagramSize(src), loading: 'lazy', decoding: 'async' } },
          ],
        },
      ];
      if (typeof title === 'string' && title !== '') node.children.push({ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: title }] });
    });
  };
}
