import { describe, expect, it } from 'vitest';
import { searchPages } from '@/lib/search/search-pages';

/**
 * Issue 18: long questions with their backstory. Written from the traveler's side before looking at
 * any result; none of these is in a relevance set.
 */
const slugs = (query: string) => searchPages(query, 3).pages.map((page) => page.slug);

describe('a long question is answered by the guide for what it asks', () => {
  // Before, nothing: no page covered half of the weight of its many words, and "next month" was read
  // as a month-long trip.
  it('a wedding abroad with hand luggage only, and creased suits, finds the formal-event list', () => {
    expect(slugs("we are flying to toronto for my cousin's wedding next month with only hand luggage, how do I stop my suit and shirts getting creased on the way")).toContain('formal-event-packing-list');
  });

  // Before, nothing: "pump" was read as breast pumping, and "insulin" and "pump", each asked twice, counted twice.
  it('an insulin pump through the body scanner finds the medications guide, leaving out “diabetes”', () => {
    const outcome = searchPages('my teenage daughter has type 1 diabetes and wears an insulin pump, we are going to florida for two weeks, can the pump go through the body scanner and how much insulin should we carry', 3);
    expect(outcome.pages.map((page) => page.slug)).toContain('medications-and-medical-devices');
    expect(outcome.ignored).toEqual(['diabetes']);
  });

  it('crutches, security and the walk to the gate find the guide to mobility aids first', () => {
    expect(slugs('first time flying since my knee operation and I use crutches, my wife is worried about security and the long walk to the gate, what should we ask the airline for')[0]).toBe('accessibility-and-mobility-aids');
  });
});
