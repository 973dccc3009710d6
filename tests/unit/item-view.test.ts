import { describe, expect, it } from 'vitest';
import { itemView } from '@/lib/items/item-view';
import { placeVerdicts } from '@/lib/items/verdict-line';

/** Issue 38: which places an item's page leads with, for what a traveler puts in ?from=. */
describe('itemView', () => {
  const firstPlaces = (from?: string) => itemView('power-bank', from)!.first.map((place) => place.scope);

  it('leads with the baseline, the US and the UK when no place is asked, or when the baseline itself is', () => {
    expect(firstPlaces()).toEqual(['ICAO', 'US', 'GB']);
    expect(firstPlaces('icao')).toEqual(['ICAO', 'US', 'GB']);
    expect(itemView('power-bank', 'ICAO')!.unreadFrom).toBeNull();
  });

  it('leads with the asked place, then the baseline, reading UK as GB and an airport as its country', () => {
    expect(firstPlaces('uk')).toEqual(['GB', 'ICAO']);
    expect(firstPlaces('LHR')).toEqual(['GB', 'ICAO']);
    // A country typed by its English name, as a traveler would.
    expect(firstPlaces('United Kingdom')).toEqual(['GB', 'ICAO']);
  });

  it('says what it could not read, and shows the default', () => {
    const view = itemView('power-bank', 'airline:EK')!;
    expect(view.unreadFrom).toBe('airline:EK');
    expect(view.first.map((place) => place.scope)).toEqual(['ICAO', 'US', 'GB']);
  });

  it('never leads a place with its customs: cheese flying from France meets no EU ban, which it meets on arrival from outside', () => {
    const view = itemView('cheese', 'FR')!;
    expect(view.first.map((place) => place.scope)).not.toContain('EU');
    expect(view.others).toContainEqual(expect.objectContaining({ scope: 'EU', onArrival: true, cabin: 'no' }));
    expect(placeVerdicts('cheese')!.sentences.some((sentence) => sentence.startsWith('EU:'))).toBe(false);
  });
});
