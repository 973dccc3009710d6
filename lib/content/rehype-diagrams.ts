import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Diagrams are SVG files drawn for this site, served from public/diagrams/ and referenced from Markdown. */
export const DIAGRAM_PATH = /^\/diagrams\/[a-z0-9-]+\.svg$/;

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
 * A paragraph holding only a diagram (`![alt](/diagrams/name.svg "caption")`) becomes a figure: the
 * image with its intrinsic width and height, so it never shifts the text below it, and the Markdown
 * title as a visible caption.
 */
export function rehypeDiagrams() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'p') return;
      const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
      const [image] = content;
      if (content.length !== 1 || image.type !== 'element' || !isDiagram(image)) return;
      const { title, ...properties } = image.properties;
      const { width, height } = diagramSize(String(properties.src));
      node.tagName = 'figure';
      // On a phone a diagram keeps readable labels and scrolls sideways (globals.css); keyboards can scroll it too.
      node.properties = { className: ['diagram'], tabIndex: 0 };
      node.children = [{ ...image, properties: { ...properties, width, height, loading: 'lazy', decoding: 'async' } }];
      if (typeof title === 'string' && title !== '') node.children.push({ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: title }] });
    });
  };
}
