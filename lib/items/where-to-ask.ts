import { z } from 'zod';
import data from '@/content/where-to-ask.json';
import { placeName } from '@/lib/rules/place-names';

/** Where a traveler asks about an item Packwise does not cover: the owner's page for a place, or the airline. */
export const AskSchema = z.object({
  name: z.string().describe('Who answers: “the TSA Contact Center”, “your airline”'),
  url: z.url().optional().describe('Their page, when the place has one'),
});

export type Ask = z.infer<typeof AskSchema>;

const places = z.object({ places: z.array(AskSchema.extend({ place: z.string(), publisher: z.string().optional() })) }).parse(data).places;

const AIRLINE: Ask = { name: 'your airline' };

/** Who to ask about an item in `place` (a country or EU); anywhere else, the airline. */
export function whereToAsk(place: string): Ask {
  const entry = places.find((candidate) => candidate.place === place);
  return entry ? { name: entry.name, url: entry.url } : AIRLINE;
}

/** Who to ask about bringing an item into a country whose border rules the catalogue lacks for it. */
export const whereToAskAtBorder = (country: string): Ask => ({ name: `customs in ${placeName(country)}` });

/** Every place with an owner to ask, with the publisher of its page, for the test that checks each page is the owner's. */
export const askablePlaces = (): readonly (Ask & { place: string; publisher?: string })[] => places;
