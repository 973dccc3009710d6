import { describe, expect, it } from 'vitest';
import { MIN_COMPARED_WORDS, normalizeProse, proseParagraphs, runSimilarity, wordRuns } from '../support/guide-prose';
import { allPages } from '@/lib/content/catalogue';

/**
 * Say it once: a rule that several guides need is explained in its own guide and linked from the
 * others. A paragraph (in the body, a list item or a blockquote, or a FAQ answer) counts as
 * repeated when it is the same text as a paragraph in another guide once whitespace, case and
 * punctuation are normalized, or when the two share at least a fifth of their five-word runs
 * (Jaccard). The old liquids and battery paragraphs, reworded in each guide, scored 0.25 to 0.5
 * against each other, and reworded FAQ answers and tips 0.2 to 0.25; different paragraphs on
 * related subjects (two guides' steaming tips, say) stay below 0.2. Paragraphs under
 * MIN_COMPARED_WORDS (12) words are not compared: headings, table cells, checklist lines and
 * one-line cross-links are meant to recur.
 */
const SIMILARITY_LIMIT = 0.2;

const guides = allPages().filter((page) => page.kind === 'guide');
const paragraphs = guides.flatMap((guide) =>
  [...proseParagraphs(guide.body), ...guide.faq.map((pair) => pair.answer).filter((answer) => normalizeProse(answer).split(' ').length >= MIN_COMPARED_WORDS)].map(
    (text) => ({ slug: guide.slug, text, normalized: normalizeProse(text), runs: wordRuns(text) }),
  ),
);

function repeatsOf(slug: string): string[] {
  const own = paragraphs.filter((paragraph) => paragraph.slug === slug);
  const others = paragraphs.filter((paragraph) => paragraph.slug !== slug);
  return own.flatMap((paragraph) =>
    others
      .filter((other) => other.normalized === paragraph.normalized || runSimilarity(other.runs, paragraph.runs) >= SIMILARITY_LIMIT)
      .map((other) => `"${paragraph.text.slice(0, 90)}…" repeats /${other.slug}/: "${other.text.slice(0, 90)}…"`),
  );
}

describe('guides say a thing once', () => {
  it('compares enough prose to mean something', () => {
    expect(paragraphs.length).toBeGreaterThan(guides.length * 10);
  });

  it.each(guides.map((guide) => [guide.slug] as const))('%s repeats no paragraph found in another guide', (slug) => {
    expect(repeatsOf(slug)).toEqual([]);
  });
});
