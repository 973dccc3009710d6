import { describe, expect, it } from 'vitest';
import { allPages } from '@/lib/content/catalogue';
import { guideProbabilities, trainGuideClassifier } from '@/lib/search/learned/guide-classifier';
import { LABELLED_QUERIES } from '@/lib/search/learned/labelled-queries';
import { loadSearchIndex } from '@/lib/search/index/search-index';
import { searchPages } from '@/lib/search/search-pages';
import serializedIndex from '@/.contentlayer/search-index.json';

/**
 * Issue 18: search ranks with which guide a query asks about, as a classifier learned from the guides'
 * own questions and travelers' labelled queries reads it. The table was written from the traveler's
 * side before the classifier was measured on it; none of its queries is one the classifier learns
 * from. Without the classifier, 15 of them found a right guide first and 17 in the first three.
 */
const index = loadSearchIndex(serializedIndex as never);

const EVERYDAY_QUESTIONS = [
  { query: 'my vape got confiscated at security last time', answeredBy: ['electronics-and-batteries', 'security-screening'] },
  { query: 'what do i need to bring my cat to spain', answeredBy: ['flying-with-pets'] },
  { query: 'kid keeps getting ear pain on planes', answeredBy: ['traveling-with-children', 'long-haul-comfort-kit'] },
  { query: 'i always overpack, help', answeredBy: ['one-bag-travel', 'capsule-wardrobe-and-fabrics', 'carry-on-basics'] },
  { query: 'stuff to keep me comfy on a 14 hour flight', answeredBy: ['long-haul-comfort-kit'] },
  { query: 'how do i wash clothes while backpacking', answeredBy: ['laundry-on-the-road'] },
  { query: 'my suit always gets creased in my bag', answeredBy: ['business-trip-packing-list', 'rolling-or-folding', 'formal-event-packing-list'] },
  { query: 'room for souvenirs on the way back', answeredBy: ['making-room-for-the-way-home'] },
  { query: 'keeping my cash safe from pickpockets in barcelona', answeredBy: ['money-and-anti-theft'] },
  { query: 'do i need a visa for thailand', answeredBy: ['documents-for-international-trips'] },
  { query: 'wedding guest outfit in a carry on', answeredBy: ['formal-event-packing-list'] },
  { query: 'hiking boots or trail runners for patagonia', answeredBy: ['hiking-trip-packing-list', 'packing-shoes'] },
  { query: 'skis on a plane', answeredBy: ['sports-gear'] },
  { query: 'what to wear on a cruise', answeredBy: ['cruise-packing-list'] },
  { query: "can't sleep after flying east", answeredBy: ['jet-lag-and-sleep'] },
  { query: 'is a 22 inch suitcase carry on', answeredBy: ['size-and-weight-limits', 'choosing-a-carry-on'] },
  { query: 'wheelchair on the plane', answeredBy: ['accessibility-and-mobility-aids'] },
  { query: 'insulin on a plane', answeredBy: ['medications-and-medical-devices'] },
  { query: 'phone charger for the uk', answeredBy: ['phones-esims-and-power-abroad', 'electronics-and-batteries'] },
  { query: 'can i bring my guitar on the plane', answeredBy: ['musical-instruments'] },
];

describe('ranking with the guide classifier', () => {
  it('finds a right guide first and in the first three more often than the engine alone (15 and 17 of 20)', () => {
    const ranks = EVERYDAY_QUESTIONS.map(({ query, answeredBy }) => searchPages(query, 10).pages.findIndex((page) => answeredBy.includes(page.slug)));
    expect(ranks.filter((rank) => rank === 0).length).toBeGreaterThanOrEqual(16);
    expect(ranks.filter((rank) => rank >= 0 && rank < 3).length).toBeGreaterThanOrEqual(18);
  });

  it('never answers a query the engine leaves empty, however sure it is: “ski lessons for kids”', () => {
    expect(guideProbabilities(index.guides, 'ski lessons for kids').get('sports-gear')).toBeGreaterThan(0.5);
    expect(searchPages('ski lessons for kids', 10).pages).toEqual([]);
  });

  it('keeps the homepage first for a query that names no guide: “what can I bring on a plane”', () => {
    expect(searchPages('what can I bring on a plane', 3).pages[0]?.slug).toBe('');
  });
});

describe('what the classifier learns', () => {
  it('gives the same classifier from the same queries, so that every build ships the same search', () => {
    const learned = trainGuideClassifier(LABELLED_QUERIES.slice(0, 200), []);
    expect(trainGuideClassifier(LABELLED_QUERIES.slice(0, 200), [])).toEqual(learned);
    expect(learned.guides.length).toBeGreaterThan(10);
  });

  it('has a class for each guide travelers were labelled with, and keeps only weights that speak for a guide', () => {
    const expectedGuides = new Set(LABELLED_QUERIES.flatMap(({ expected }) => expected.slice(0, 1)));
    expect(new Set(index.guides.guides)).toEqual(expectedGuides);
    for (const pairs of Object.values(index.guides.weights)) {
      for (const [guide, weight] of pairs) {
        expect(index.guides.guides[guide]).toBeDefined();
        expect(weight).toBeGreaterThan(0);
      }
    }
  });

  it('has a class for every guide: a new guide needs traveler queries in content/search/queries/tuning.json that expect it first', () => {
    const guides = allPages().filter((page) => page.kind === 'guide').map((page) => page.slug);
    expect(guides.filter((slug) => !index.guides.guides.includes(slug))).toEqual([]);
  });

  it('reads a word that names a property of objects as a word: “constructor” and “__proto__” know no guide', () => {
    expect(guideProbabilities(index.guides, 'constructor __proto__ tostring').size).toBe(0);
  });
});
