import { describe, expect, it } from 'vitest';
import { wordCount } from '@/lib/content/markdown';
import { allPages } from '@/lib/content/catalogue';

const guides = allPages().filter((page) => page.kind === 'guide');

/** The first block of a guide: everything up to the first blank line. */
const openingOf = (body: string) => body.split(/\n\s*\n/)[0]!.trim();

describe('every guide opens with a short answer', () => {
  it.each(guides.map((guide) => [guide.slug, guide] as const))('%s opens with a "Short answer" box of about three lines', (_, guide) => {
    const opening = openingOf(guide.body);
    expect(opening).toMatch(/^> \*\*Short answer:\*\* \S/);
    // About three lines on a phone: long enough for the numbers and the decision, short enough to read first.
    const words = wordCount(opening.replace(/^>\s?/gm, ''));
    expect(words).toBeGreaterThanOrEqual(20);
    expect(words).toBeLessThanOrEqual(90);
  });

  it.each(guides.map((guide) => [guide.slug, guide] as const))('%s does not open its long read with "This guide is for"', (_, guide) => {
    expect(guide.body).not.toMatch(/^This (guide|list) is for/m);
  });

  it('varies its openings: no two guides begin their answer with the same three words', () => {
    const starts = guides.map((guide) => openingOf(guide.body).replace(/^> \*\*Short answer:\*\* /, '').split(/\s+/).slice(0, 3).join(' ').toLowerCase());
    const repeated = starts.filter((start, index) => starts.indexOf(start) !== index);
    expect(repeated).toEqual([]);
  });
});
