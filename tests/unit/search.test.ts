import { describe, expect, it } from 'vitest';
import { SEARCH_RESULT_LIMIT } from '@/lib/site/search-limits';
import { searchResponse } from '@/lib/api/search-response';
import { bestExcerpt, EXCERPT_LENGTH } from '@/lib/search/excerpt/excerpt';
import { sentencesOf } from '@/lib/search/words/sentences';
import { pageBySlug } from '@/lib/content/catalogue';
import { markdownSections } from '@/lib/content/markdown';
import { indexTermsOf } from '@/lib/search/words/search-terms';

const slugOf = (url: string) => new URL(url).pathname.slice(1, -1);

describe('search results', () => {
  const queries = ['carry on', 'bag', 'liquids', 'airline rules', 'packing list', 'what to pack for a trip', 'insulin', 'trainers'];

  it.each(queries)('for %j: at most 10, integer scores strictly decreasing with rank', (query) => {
    const { results } = searchResponse(query);
    expect(results.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    for (const [rank, hit] of results.entries()) {
      expect(Number.isInteger(hit.score) && hit.score >= 1).toBe(true);
      const next = results[rank + 1];
      if (next) expect(hit.score).toBeGreaterThan(next.score);
    }
  });

  it('are the same whatever the case of the query', () => {
    expect(searchResponse('LIQUIDS In Carry-On').results).toEqual(searchResponse('liquids in carry-on').results);
  });

  it('are the same on every call', () => {
    expect(searchResponse('what can I pack')).toEqual(searchResponse('what can I pack'));
  });
});

describe('matches in the guides’ text', () => {
  // Words a guide explains in its text but not in its title, summary or FAQ questions.
  const bodyWords = [
    ['insulin', 'medications-and-medical-devices'],
    ['tweezers', 'personal-care-on-the-road'],
    ['melatonin', 'jet-lag-and-sleep'],
    ['sarong', 'hot-weather-and-beach-packing-list'],
  ] as const;

  it.each(bodyWords)('%s finds %s, with the section that explains it and a passage naming it', (word, slug) => {
    const hit = searchResponse(word).results.find((result) => slugOf(result.url) === slug);
    expect(hit, `${slug} among the results`).toBeDefined();
    const anchor = new URL(hit!.section!.url).hash.slice(1);
    const section = markdownSections(pageBySlug(slug)!.body).find((candidate) => candidate.id === anchor);
    expect(section?.heading).toBe(hit!.section!.heading);
    expect([...indexTermsOf(hit!.excerpt!)]).toEqual(expect.arrayContaining([...indexTermsOf(word)]));
  });

  it('keeps every excerpt within its limit, cut at a word with an ellipsis', () => {
    for (const query of ['liquids', 'power bank', 'what happens if my bag is too big at the gate', 'cpap', 'packing list for a week']) {
      for (const { excerpt } of searchResponse(query).results) {
        expect(excerpt, query).toBeDefined();
        expect(excerpt!.length, excerpt).toBeLessThanOrEqual(EXCERPT_LENGTH);
        expect(excerpt, excerpt).not.toMatch(/^\s|\s$/);
      }
    }
  });
});

describe('an excerpt of rows or list items', () => {
  // Before, rows ran together: "…leaves 1.3 kg less for everything else Clothes for five days · 2.0 kg".
  it('keeps each table row apart from the next, as a sentence is', () => {
    const sentences = sentencesOf('What · Budget\nBackpack · 1.2 kg\nClothes for five days · 2.0 kg\nA full stop ends this one.\nThe next follows.');
    expect(bestExcerpt(sentences, ['backpack'], () => false)).toBe('Backpack · 1.2 kg; Clothes for five days · 2.0 kg; A full stop ends this one. The next follows.');
  });

  // Before, the pricing page's excerpt began "· Free": its table's corner cell is empty.
  it('reads a table row without its empty cells', () => {
    const [section] = markdownSections('## Plans\n\n| | Free |\n|---|---|\n| Every guide | Yes |\n');
    expect(section!.text).toBe('Free\nEvery guide · Yes');
  });
});

describe('an empty result', () => {
  it.each(['xylophone quokka', 'cheap flights to bali', 'airport lounge access'])('for %j, with a suggestion naming what is not covered', (query) => {
    const response = searchResponse(query);
    expect(response.results).toEqual([]);
    expect(response.suggestion?.message).toMatch(/No Packwise guide/);
  });

  it('suggests the same search without the word no guide covers, when that finds pages', () => {
    const response = searchResponse('liquids xylophone');
    expect(response.results).toEqual([]);
    expect(response.suggestion?.message).toContain('covers “xylophone”');
    expect(response.suggestion?.queries).toEqual(['liquids']);
    expect(searchResponse('liquids').count).toBeGreaterThan(0);
  });

  it('names a word that only a typo of another word reaches, and suggests the search without it', () => {
    // "celiac" is no guide's word, though one edit away from the stem of "delicate".
    const response = searchResponse('celiac snacks');
    expect(response.results).toEqual([]);
    expect(response.suggestion?.message).toContain('covers “celiac”');
    expect(response.suggestion?.queries).toEqual(['snacks']);
  });

  it('suggests no search that starts or ends on a word that says nothing alone', () => {
    const response = searchResponse('bed bugs in hotel rooms');
    expect(response.suggestion?.message).toContain('covers “bed bugs”');
    expect(response.suggestion?.queries).toEqual(['hotel rooms']);
  });

  it('is not given a suggestion when there are results', () => {
    expect(searchResponse('liquids').suggestion).toBeUndefined();
  });
});

describe('precision', () => {
  it.each([
    ['ski trip', /\bski/i],
    ['guitar on a plane', /\bguitar/i],
    ['pushchair on plane', /\b(stroller|pushchair)/i],
  ])('never returns pages that match only the generic words of %j', (query, distinctive) => {
    const slugs = searchResponse(query, ['guide', 'page']).results.map((hit) => slugOf(hit.url));
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const page = pageBySlug(slug)!;
      expect(`${page.title}\n${page.body}\n${page.faq.map((pair) => pair.answer).join('\n')}`, slug).toMatch(distinctive);
    }
  });
});
