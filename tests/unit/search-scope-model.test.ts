import { describe, expect, it } from 'vitest';
import blindQueries from '@/content/search/queries/blind.json' with { type: 'json' };
import unseenQueries from '@/content/search/queries/unseen.json' with { type: 'json' };
import freshQueries from '@/content/search/queries/fresh-a.json' with { type: 'json' };
import secondFreshQueries from '@/content/search/queries/fresh-b.json' with { type: 'json' };
import { unvalidatedSearchResponse } from '@/lib/api/search-response';
import { allPages } from '@/lib/content/catalogue';
import { LABELLED_QUERIES } from '@/lib/search/learned/labelled-queries';
import { guideQuestions } from '@/lib/search/index/guide-questions';
import { outOfScopeWords, trainScopeModel } from '@/lib/search/learned/scope-model';
import { toSearchDocument } from '@/lib/search/index/search-documents';
import { libraryUseOf } from '@/lib/search/index/library-terms';
import { loadSearchIndex } from '@/lib/search/index/search-index';
import { searchPages } from '@/lib/search/search-pages';
import serializedIndex from '@/.contentlayer/search-index.json';

/**
 * Issue 18: questions Packwise does not cover come back empty although they use the guides' words.
 * Both tables were written from the traveler's side before the model existed; none of their queries
 * is one the model learns from. Without the model, 5 of the first table came back empty, and 24 of
 * the second found a right guide in the first three.
 */
const index = loadSearchIndex(serializedIndex as never);
const isOutOfScope = (query: string) => outOfScopeWords(index.scope, query, (term) => libraryUseOf(term, index), () => true) !== null;
const isEmpty = (query: string) => searchPages(query, 10).pages.length === 0;

const NOT_COVERED = [
  'how much is a taxi from heathrow to london',
  'best hotels in lisbon for families',
  'how long does a schengen visa take to process',
  'travel insurance for skiing',
  'can i get compensation for a delayed flight',
  'cheapest flights to tokyo in march',
  'where to eat near the eiffel tower',
  'how do i get a refund for a cancelled train',
  'is uber cheaper than a taxi in rome',
  'what is the weather like in bali in august',
  'how many airmiles do i need for an upgrade',
  'best restaurants in barcelona',
];

/** Packing questions that share words with those above: best, hotel, car, ticket, cost, price, safe. */
const COVERED = [
  { query: 'best shoes for walking all day in rome', answeredBy: ['packing-shoes'] },
  { query: 'hotel room safe for passports', answeredBy: ['money-and-anti-theft', 'documents-for-international-trips'] },
  { query: 'best travel adapter for europe', answeredBy: ['phones-esims-and-power-abroad', 'electronics-and-batteries'] },
  { query: 'cheapest way to avoid checked bag fees', answeredBy: ['budget-airline-carry-on', 'checked-bags-and-lost-luggage', 'carry-on-basics', 'one-bag-travel'] },
  { query: 'what to pack for a hotel stay with a baby', answeredBy: ['traveling-with-children'] },
  { query: 'car snacks for a long road trip', answeredBy: ['road-trip-and-train-travel'] },
  { query: 'how much does a full suitcase weigh', answeredBy: ['size-and-weight-limits', 'checked-bags-and-lost-luggage'] },
  { query: 'ticket and passport wallet', answeredBy: ['documents-for-international-trips', 'money-and-anti-theft'] },
  { query: 'restaurant dress code what shoes to pack', answeredBy: ['formal-event-packing-list', 'packing-shoes'] },
  { query: 'cruise formal night outfits', answeredBy: ['cruise-packing-list', 'formal-event-packing-list'] },
  { query: 'price of a good carry-on suitcase', answeredBy: ['choosing-a-carry-on', 'backpack-or-roller'] },
  { query: 'best way to fold shirts', answeredBy: ['rolling-or-folding'] },
  { query: 'theme park day bag for the kids', answeredBy: ['traveling-with-children', 'personal-item'] },
  { query: 'second bag on ryanair', answeredBy: ['budget-airline-carry-on'] },
  { query: 'rental car emergency kit', answeredBy: ['road-trip-and-train-travel'] },
  { query: 'how much liquid can i bring', answeredBy: ['liquids-and-toiletries'] },
  { query: 'best power bank for flying', answeredBy: ['electronics-and-batteries'] },
  { query: 'cheap packing cubes worth it', answeredBy: ['packing-cubes-and-compression'] },
  { query: 'business class what to wear', answeredBy: ['long-haul-comfort-kit', 'business-trip-packing-list'] },
  { query: 'how long can insulin stay out of the fridge when flying', answeredBy: ['medications-and-medical-devices'] },
  { query: 'booking a seat for my cello', answeredBy: ['musical-instruments'] },
  { query: 'what does economy light include for bags', answeredBy: ['budget-airline-carry-on', 'size-and-weight-limits'] },
  { query: 'best carry on for europe trains', answeredBy: ['choosing-a-carry-on', 'road-trip-and-train-travel', 'backpack-or-roller'] },
  { query: 'is it safe to put my phone in checked luggage', answeredBy: ['electronics-and-batteries', 'checked-bags-and-lost-luggage'] },
  { query: 'hotel sink laundry', answeredBy: ['laundry-on-the-road'] },
  { query: 'airport lounge shower what to bring', answeredBy: ['long-haul-comfort-kit', 'personal-care-on-the-road'] },
  { query: 'uk to europe plug adapter', answeredBy: ['phones-esims-and-power-abroad', 'electronics-and-batteries'] },
  { query: 'cost of checking a bag vs carry on only', answeredBy: ['checked-bags-and-lost-luggage', 'budget-airline-carry-on', 'carry-on-basics', 'one-bag-travel'] },
  { query: 'the best fabrics for hot weather', answeredBy: ['capsule-wardrobe-and-fabrics', 'hot-weather-and-beach-packing-list'] },
  { query: 'dog passport for flying to france', answeredBy: ['flying-with-pets'] },
];

describe('questions Packwise does not cover', () => {
  it('come back empty more often than the words alone allowed (5 of 12)', () => {
    expect(NOT_COVERED.filter(isEmpty).length).toBeGreaterThanOrEqual(7);
  });

  it('name the word that tells, one no guide covers, and say what Packwise covers instead', () => {
    const response = unvalidatedSearchResponse('best hotels in lisbon for families');
    expect(response.count).toBe(0);
    expect(response.suggestion?.message).toMatch(/^No Packwise guide covers “lisbon”: Packwise is about packing/);
    // "passport" tells the model most, but a guide covers passports: what none covers is Mexico's entry rules.
    expect(unvalidatedSearchResponse('passport required flight US to Mexico').suggestion?.message).toMatch(/^No Packwise guide covers “mexico”/);
  });
});

describe('packing questions in the same words', () => {
  it('still find their guide in the first three nearly as often as before the model (24 of 30)', () => {
    const found = COVERED.filter(({ query, answeredBy }) => searchPages(query, 3).pages.some((page) => answeredBy.includes(page.slug)));
    expect(found.length).toBeGreaterThanOrEqual(23);
  });

  it('include every question the guides ask themselves: none is read as out of scope', () => {
    const questions = guideQuestions(allPages().map(toSearchDocument)).map(({ query }) => query);
    expect(questions.length).toBeGreaterThan(500);
    expect(questions.filter(isOutOfScope)).toEqual([]);
  });
});

describe('what the model learns from', () => {
  it('never includes the held-out sets, which still measure search on queries nobody tuned on', () => {
    const learned = new Set(LABELLED_QUERIES.map(({ query }) => query));
    expect([...unseenQueries, ...blindQueries, ...freshQueries, ...secondFreshQueries].filter(({ query }) => learned.has(query))).toEqual([]);
  });

  it('gives the same model from the same queries, so that every build ships the same search', () => {
    const frequencyOf = (term: string) => libraryUseOf(term, index);
    const learned = trainScopeModel(LABELLED_QUERIES.slice(0, 200), frequencyOf);
    expect(trainScopeModel(LABELLED_QUERIES.slice(0, 200), frequencyOf)).toEqual(learned);
    expect(Object.keys(learned.weights).length).toBeGreaterThan(0);
  });
});
