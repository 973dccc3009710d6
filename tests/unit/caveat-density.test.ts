import { describe, expect, it } from 'vitest';
import { caveatChecks, guideReadingText } from '../support/guide-prose';
import { allPages } from '@/lib/content/catalogue';

/**
 * Caveats where they matter, not in every paragraph. Counting "check" in the caveat sense (see
 * caveatChecks) over bodies and FAQs, the library said it 4.0 times per 1,000 words before issue 11
 * (the rougher count, every word starting "check", was about one per 120 words). The library
 * must stay under half of that, 2.0 per 1,000: each guide names where its varying rules live once,
 * near the top, instead of ending paragraphs with "so check". One guide may run higher where it
 * really has several rule-holders to send readers to (a phone guide: carrier, eSIM provider, plug
 * reference), but never at the old rate of one "check" per paragraph, about 6.5 per 1,000 words.
 */
const MAX_PER_THOUSAND_IN_A_GUIDE = 6.5;
const MAX_PER_THOUSAND_IN_THE_LIBRARY = 2.0;

const guides = allPages().filter((page) => page.kind === 'guide');
const densities = guides.map((guide) => {
  const { text, words } = guideReadingText(guide);
  return { slug: guide.slug, checks: caveatChecks(text), words };
});

describe('caveat density', () => {
  it.each(densities.map((density) => [density.slug, density] as const))(`%s says "check" at most ${MAX_PER_THOUSAND_IN_A_GUIDE} times per 1,000 words`, (_, density) => {
    expect((density.checks * 1000) / density.words).toBeLessThanOrEqual(MAX_PER_THOUSAND_IN_A_GUIDE);
  });

  it(`the library says "check" under ${MAX_PER_THOUSAND_IN_THE_LIBRARY} times per 1,000 words`, () => {
    const checks = densities.reduce((sum, density) => sum + density.checks, 0);
    const words = densities.reduce((sum, density) => sum + density.words, 0);
    expect((checks * 1000) / words).toBeLessThan(MAX_PER_THOUSAND_IN_THE_LIBRARY);
  });
});
