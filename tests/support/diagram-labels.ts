import { readFileSync } from 'node:fs';

export const DIAGRAM_DIR = 'public/diagrams';

/** The smallest label a diagram file draws, in its own pixels: what a screen scales down to read it. */
export function smallestLabel(file: string): number {
  return Math.min(...[...readFileSync(`${DIAGRAM_DIR}/${file}`, 'utf8').matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1])));
}
