import { describe, expect, it } from 'vitest';
import { unvalidatedSearchResponse } from '@/lib/api/search-response';
import { searchableQuery, searchPages } from '@/lib/search/search-pages';
import { verdictLine } from '@/lib/items/verdict-line';
import { loadedCatalogue } from '@/lib/items/items';
import { statedVersion } from '@/lib/rules/rule-library';
import { MAX_QUERY_LENGTH } from '@/lib/site/search-limits';

/**
 * Issue 40: search reads shorthand, names and long questions, and says what it read and which
 * places no guide is about. Written from the traveler's side before looking at any result; none of
 * these queries is in a relevance set.
 */
const firstPage = (query: string) => searchPages(query, 3).pages[0]?.slug;

describe('shorthand', () => {
  it.each([
    ['what shud i pack for a wknd', 'weekend-packing-list', { shud: 'should', wknd: 'weekend' }],
    ['3 nts carry on only', 'weekend-packing-list', { nts: 'nights' }],
    ['2 wks backpacking what 2 bring', 'two-week-packing-list', { wks: 'weeks' }],
    ['chrgr in checked bag', 'electronics-and-batteries', { chrgr: 'charger' }],
    ['lqd rules intl flights', 'liquids-and-toiletries', { lqd: 'liquids', intl: 'international' }],
  ])('%j finds %s, reading %j', (query, slug, readings) => {
    expect(firstPage(query)).toBe(slug);
    const readAs = Object.fromEntries((unvalidatedSearchResponse(query).readAs ?? []).map(({ typed, read }) => [typed, read]));
    expect(readAs).toMatchObject(readings);
  });

  it('leaves as typed a token that could stand for two common words ("snr": standard, scanners)', () => {
    expect(unvalidatedSearchResponse('snr liquids').readAs).toBeUndefined();
  });

  it('never empties a search for a short unknown token it cannot read ("tmrw")', () => {
    const response = unvalidatedSearchResponse('flying tmrw w/ insulin pens, carry on ok?');
    expect(response.results[0]?.url).toMatch(/\/medications-and-medical-devices\/$/);
    expect(response.ignoredWords).toEqual(['tmrw']);
  });
});

describe('names of rules and programmes, read whole', () => {
  it.each([
    ['REAL ID deadline', 'documents-for-international-trips'],
    ['when is the real id deadline', 'documents-for-international-trips'],
    ['global entry worth it', 'security-screening'],
    ['etias when does it start', 'documents-for-international-trips'],
  ])('%j finds %s first, not a page that has the words apart', (query, slug) => {
    expect(firstPage(query)).toBe(slug);
  });

  it('matches a name only on the guides that explain it: "real" and "id" apart are not REAL ID', () => {
    expect(searchPages('real id', 10).pages.map((page) => page.slug)).not.toContain('checked-bags-and-lost-luggage');
  });
});

describe('a question pasted with its story', () => {
  const story =
    'Hi! My partner and I are finally doing the big trip: five weeks through Vietnam, Cambodia and Laos, ' +
    'mostly hostels and a few overnight buses, and we are taking a few cheap flights between countries. ' +
    'We only want to take carry-on backpacks, around 40 litres each, and we will wash clothes as we go. ' +
    'My partner has never travelled like this before and is nervous about the laundry side of things. ' +
    'How do we do laundry on the road with one bag each?';

  it('is searched as its question sentence when that asks about something', () => {
    expect(searchableQuery(story, MAX_QUERY_LENGTH)).toBe('How do we do laundry on the road with one bag each?');
  });

  it(`is searched as its question with the story's telling words, within ${MAX_QUERY_LENGTH} characters, when the question alone asks about nothing`, () => {
    const vague = story.replace('How do we do laundry on the road with one bag each?', 'What should we pack?');
    const read = searchableQuery(vague, MAX_QUERY_LENGTH);
    expect(read.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(read).toMatch(/\bhostels\b.*What should we pack\?$/);
    expect(searchPages(read, 3).pages.map((page) => page.slug)).toContain('hostels-and-backpacker-essentials');
  });

  it('finds the guide its question asks for, though the story mentions cheap flights, which Packwise does not cover', () => {
    expect(firstPage(searchableQuery(story, MAX_QUERY_LENGTH))).toBe('laundry-on-the-road');
  });

  it('is searched as typed when it fits', () => {
    expect(searchableQuery('laundry on the road', MAX_QUERY_LENGTH)).toBe('laundry on the road');
  });
});

describe('what the search read', () => {
  it('names the places no guide is about, so the answer is not taken for one about them', () => {
    const response = unvalidatedSearchResponse('packing for a rainy weekend in lisbon');
    expect(response.places).toEqual(['lisbon']);
    expect(response.results.length).toBeGreaterThan(0);
  });

  it('reads an airport code typed in capitals as a place, never as a typo or shorthand', () => {
    const response = unvalidatedSearchResponse('liquids limit w/ connection thru LHR then ORD');
    expect(response.places).toEqual(['lhr', 'ord']);
    expect(response.results[0]?.url).toMatch(/\/liquids-and-toiletries\/$/);
  });

  it('reads an international airport’s code that is also an English word as a place only when typed in capitals', () => {
    const response = unvalidatedSearchResponse('flying out of LAX with a power bank');
    expect(response.places).toEqual(['lax']);
    expect(response.ignoredWords).toBeUndefined();
    expect(response.results[0]?.title).toMatch(/power bank/i);
    // "KID" is an airport's code too (Kristianstad), but no international one: capitals for emphasis stay a word.
    expect(unvalidatedSearchResponse('snacks my KID can bring through security').places).toBeUndefined();
    expect(unvalidatedSearchResponse('lax security at small airports').places).toBeUndefined();
  });

  it('reads a child’s age as a child, and an adult’s as no concept', () => {
    for (const query of ['what to pack for a flight with my 18 month old', 'our 3 year old’s first flight, what do we bring']) {
      expect(unvalidatedSearchResponse(query).results[0]?.url, query).toMatch(/\/traveling-with-children\/$/);
    }
    // "yrs" is an airport's code too, but here the unit of an age.
    expect(unvalidatedSearchResponse('2 yrs old car seat on the plane').places).toBeUndefined();
    const adult = unvalidatedSearchResponse('my 40 year old husband snores on planes');
    expect(adult.results.some(({ url }) => url.endsWith('/traveling-with-children/'))).toBe(false);
  });

  it('reads a noun English also uses as a verb as the verb where a verb stands, so what is packed is the topic', () => {
    const concepts = (query: string) => searchPages(query, 1).concepts;
    const partOf = (query: string, word: string) => concepts(query).find(({ words }) => words.includes(word))?.partOfSpeech;
    expect(partOf('how to pack a suit', 'pack')).toBe('verb');
    expect(partOf('is my pack too big', 'pack')).toBe('noun');
    expect(partOf('does my child need a passport', 'need')).toBe('verb');
    expect(concepts('what do I pack for my dog').find(({ topic }) => topic)?.words).toEqual(['dog']);
  });

  it('reads who the traveler goes for as an aside, as it reads who they go with', () => {
    const response = unvalidatedSearchResponse('my boss is sending me to a conference, what do I need to pack');
    expect(response.results[0]?.url).toMatch(/\/business-trip-packing-list\/$/);
    expect(response.ignoredWords).toBeUndefined();
  });

  it('names a city by its usual short form as a place, and answers the rest', () => {
    const response = unvalidatedSearchResponse('how to beat jet lag flying east nyc to london');
    expect(response.results[0]?.url).toMatch(/\/jet-lag-and-sleep\/$/);
  });

  it('says what a typo and words typed without their space were read as', () => {
    expect(unvalidatedSearchResponse('luggae allowance').readAs).toEqual([{ typed: 'luggae', read: 'luggage' }]);
    expect(unvalidatedSearchResponse('LUGGAE ALLOWANCE').readAs).toEqual([{ typed: 'luggae', read: 'luggage' }]);
    expect(unvalidatedSearchResponse('eyemask for flights').readAs).toEqual([{ typed: 'eyemask', read: 'eye mask' }]);
  });

  it('takes no word the vocabulary knows for a place, whatever airport code it stems to ("meds": MED)', () => {
    expect(unvalidatedSearchResponse('meds in carry on ok').places).toBeUndefined();
  });

  it('says nothing when every word was read as typed', () => {
    const response = unvalidatedSearchResponse('liquids');
    expect(response.readAs).toBeUndefined();
    expect(response.places).toBeUndefined();
  });
});

describe('the trip a query names', () => {
  const tripOf = (query: string) => unvalidatedSearchResponse(query).trip;

  it('reads which part of the trip a place is from the words around it', () => {
    expect(tripOf('can i bring my vape to thailand')).toEqual({ to: 'TH' });
    expect(tripOf('taking my dog from uk to france')).toEqual({ from: 'GB', to: 'FR' });
    expect(tripOf('flying uk to spain with an e-cigarette')).toEqual({ from: 'GB', to: 'ES' });
    expect(tripOf('bringing cheese from france to the us')).toEqual({ from: 'FR', to: 'US' });
    expect(tripOf('power bank in my carry on flying to new zealand')).toEqual({ to: 'NZ' });
    expect(tripOf('liquids limit w/ connection thru LHR then ORD')).toEqual({ via: ['airport:LHR'] });
    expect(tripOf('power bank rules flying out of JFK')).toEqual({ from: 'airport:JFK' });
    expect(tripOf('london to bangkok with a 1h20 layover in dubai, do i go through security again')).toEqual({ via: ['AE'] });
  });

  it('takes no place that only qualifies a thing, and no pronoun for a country', () => {
    expect(tripOf('new jersey vape rules')).toBeUndefined();
    expect(tripOf('help us pack for japan')).toEqual({ to: 'JP' });
    expect(tripOf('vape singapore')).toBeUndefined();
    // Capitals that are a screening body or part of a region's name, though airports and countries have them for codes (TSA, SE).
    expect(tripOf('empty water bottle through TSA')).toBeUndefined();
    expect(tripOf('4 months backpacking through SE Asia')).toBeUndefined();
  });

  it('answers for a place no guide mentions, rather than finding nothing for its name', () => {
    const response = unvalidatedSearchResponse('can i bring my vape to puerto rico');
    expect(response.trip).toEqual({ to: 'PR' });
    expect(response.places).toEqual(['puerto', 'rico']);
    expect(response.results[0]).toMatchObject({ kind: 'item', answer: { text: expect.stringContaining('Puerto Rico, on arrival: no rule here') } });
  });

  it('answers an item for the trip, the destination’s rule first, cited on its owner’s page', () => {
    const response = unvalidatedSearchResponse('can i bring my vape to thailand');
    const [hit] = response.results;
    expect(hit).toMatchObject({ kind: 'item', title: expect.stringMatching(/^Vape/) });
    expect(hit!.answer!.text).toMatch(/^Vape\. Thailand, on arrival: cabin no; checked no \(/);
    expect(hit!.excerpt).toMatch(/^Vape\. Thailand, on arrival: cabin no; checked no \(/);
    const ban = statedVersion(loadedCatalogue().rules.get('th-e-cigarette-import-ban')!)!;
    expect(hit!.answer!.sources[0]!.url).toBe(ban.sources.find((source) => source.kind === 'official')!.url);
  });

  it('says which stops no rule covers and who to ask there, with what is known elsewhere', () => {
    const text = unvalidatedSearchResponse('can i bring my hair straightener to japan').results.find((hit) => hit.kind === 'item')!.answer!.text;
    expect(text).toContain('Japan, on arrival: no rule here; ask customs in Japan.');
    expect(text).toMatch(/UK: cabin yes/);
  });

  it('leaves an item’s answer as it is without a trip', () => {
    const response = unvalidatedSearchResponse('vape singapore');
    expect(response.results.find((hit) => hit.kind === 'item')!.excerpt).toBe(verdictLine('vape'));
  });
});

describe('airlines Packwise has no allowances for', () => {
  it('says it covers no airline named in a question about bags, and answers the rest without its words', () => {
    const response = unvalidatedSearchResponse('jet2 hand luggage allowance');
    expect(response.ignoredWords).toEqual(['jet 2']);
    expect(response.results.some(({ url }) => url.endsWith('/jet-lag-and-sleep/'))).toBe(false);
    // What is left is a question about any airline's cabin allowance, which the size guide answers.
    expect(response.results[0]?.url).toMatch(/\/size-and-weight-limits\/$/);
    expect(unvalidatedSearchResponse('airasia 7kg cabin bag').ignoredWords).toEqual(['air asia']);
  });

  it('answers an airline it has, and reads no airline in a sentence or a question not about bags', () => {
    expect(unvalidatedSearchResponse('wizzair cabin bag').results[0]).toMatchObject({ kind: 'airline', title: expect.stringMatching(/^Wizz Air/) });
    expect(unvalidatedSearchResponse('I fly Toronto to Chicago twice a month, can I keep my laptop in the bag with NEXUS').ignoredWords ?? []).not.toContain('i fly');
    expect(unvalidatedSearchResponse('jet lag tips').ignoredWords).toBeUndefined();
  });
});
