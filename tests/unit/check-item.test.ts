import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkItem } from '@/lib/items/check-item';
import { parseCheckItemRequest } from '@/lib/items/check-item-request';
import { CheckItemSchema } from '@/lib/items/check-item-schema';
import { catalogueItems, loadedCatalogue } from '@/lib/items/items';
import { screeningAuthorities } from '@/lib/items/trip-stops';
import { NOMINAL_VOLTAGE, readQuantities } from '@/lib/items/quantities';

/** Issue 37: what check_item answers, read from the shipped catalogue and the rules it names. */

/** As the tool asks: the trip's places as a traveler types them, read into the place vocabulary first. */
function ask(item: string, trip: { from?: string; to?: string; via?: string[]; date?: string } = {}) {
  const parsed = parseCheckItemRequest({ item, ...trip }, '2026-11-27');
  if (!parsed.ok) throw new Error(parsed.message);
  return CheckItemSchema.parse(checkItem(loadedCatalogue(), parsed.request));
}

const ruleOf = (result: ReturnType<typeof ask>, id: string) => result.rules.find((rule) => rule.rule === id);

describe('numbers the traveler types', () => {
  it('reads mAh as Wh at the stated nominal voltage, and says so', () => {
    const { words, quantities } = readQuantities('27000mAh power bank');
    expect(words).toBe('power bank');
    expect(quantities).toEqual([expect.objectContaining({ dimension: 'energy', value: 99.9, typed: '27000mAh' })]);
    expect(quantities[0]!.assumption).toContain(`${NOMINAL_VOLTAGE} V`);
  });

  it('reads thousands, decimals written either way, glued and spaced units, and a leading count', () => {
    expect(readQuantities('10,000 mAh battery').quantities[0]).toMatchObject({ value: 37 });
    expect(readQuantities('1,5 l of water').quantities[0]).toMatchObject({ dimension: 'volume', value: 1500 });
    expect(readQuantities('3.4 oz lotion').quantities[0]!.value).toBeCloseTo(100.5, 1);
    expect(readQuantities('scissors 7in').quantities[0]).toMatchObject({ dimension: 'length', value: 17.78 });
    expect(readQuantities('2 in my bag').quantities).toEqual([expect.objectContaining({ dimension: 'count', value: 2 })]);
    expect(readQuantities('three power banks')).toEqual({ words: 'power banks', quantities: [expect.objectContaining({ dimension: 'count', value: 3 })] });
  });
});

describe('check_item on the real catalogue', () => {
  it('gives a 27,000 mAh and a 30,000 mAh power bank different answers on US flights', () => {
    const small = ruleOf(ask('27000mAh power bank', { from: 'US' }), 'lithium-ion-batteries')!;
    const large = ruleOf(ask('30000mAh power bank', { from: 'US' }), 'lithium-ion-batteries')!;
    expect(small.cabin?.verdict).toBe('yes');
    expect(large.cabin?.verdict).toBe('airline-approval');
    expect(large.cabin?.conditions[0]).toMatchObject({ limit: 'maxWhWithoutApproval', value: 100, unit: 'Wh', typed: '30000mAh', within: false });
    expect(ruleOf(ask('50000mAh power bank', { from: 'US' }), 'lithium-ion-batteries')!.cabin?.verdict).toBe('no');
    expect(small.checked?.verdict).toBe('no');
  });

  it('gives each rule its owner, reference, source and checked date, and the strictest answer per bag', () => {
    const result = ask('power bank', { from: 'US' });
    expect(result.item).toMatchObject({ slug: 'power-bank', name: 'Power bank' });
    expect(ruleOf(result, 'lithium-ion-batteries')).toMatchObject({ owner: 'FAA and TSA', scope: 'US', appliesAt: [{ role: 'departure', place: 'US' }] });
    expect(ruleOf(result, 'lithium-ion-batteries')!.source.url).toMatch(/^https:\/\/www\.tsa\.gov\//);
    expect(result.verdict).toEqual({ cabin: 'conditional', checked: 'no' });
  });

  it('reads the rule in force on the day of travel: ICAO’s two-power-bank limit from 27 March 2026 only', () => {
    expect(ruleOf(ask('power bank', { from: 'US', date: '2026-03-26' }), 'icao-power-banks')).toBeUndefined();
    expect(ruleOf(ask('power bank', { from: 'US', date: '2026-03-27' }), 'icao-power-banks')).toMatchObject({ effectiveFrom: '2026-03-27' });
  });

  it('counts: a third power bank is past ICAO’s limit', () => {
    expect(ruleOf(ask('3 power banks', { from: 'US' }), 'icao-power-banks')!.cabin?.verdict).toBe('no');
    expect(ruleOf(ask('2 power banks', { from: 'US' }), 'icao-power-banks')!.cabin?.verdict).toBe('conditional');
  });

  it('holds a count to a limit on spares over 100 Wh only when the batteries typed are past 100 Wh', () => {
    const cameraBatteries = ask('4 spare lithium camera batteries');
    expect(cameraBatteries.verdict.cabin).toBe('conditional');
    expect(ruleOf(cameraBatteries, 'tc-lithium-batteries')!.cabin?.conditions.find(({ limit }) => limit === 'maxSparesWithApproval')).not.toHaveProperty('within');
    expect(ruleOf(ask('4 spare 150Wh batteries', { from: 'CA' }), 'tc-lithium-batteries')!.cabin?.verdict).toBe('no');
    expect(ruleOf(ask('2 spare 150Wh batteries', { from: 'CA' }), 'tc-lithium-batteries')!.cabin?.verdict).toBe('airline-approval');
  });

  it('screens each stop of the trip, and names who to ask where no rule covers it', () => {
    const result = ask('rifle scope', { from: 'FR', via: ['CA'], to: 'GB' });
    expect(ruleOf(result, 'eu-prohibited-articles')!.appliesAt).toEqual([{ role: 'departure', place: 'FR' }]);
    expect(ruleOf(result, 'tc-firearm-parts')!.appliesAt).toEqual([{ role: 'transfer', place: 'CA' }]);
    expect(ruleOf(result, 'tsa-firearms-and-ammunition')).toBeUndefined();
    // France is covered by the EU's rule, which holds in every member state; no rule in the catalogue screens a rifle scope leaving Britain,
    // nor says whether Britain's or France's customs let one in.
    expect(result.notCovered).toEqual([
      { role: 'arrival', place: 'GB', ask: { name: 'customs in United Kingdom' } },
      { role: 'return', place: 'GB', ask: expect.objectContaining({ url: expect.stringMatching(/^https:\/\/gov\.uk\//) }) },
      { role: 'homecoming', place: 'FR', ask: { name: 'customs in France' } },
    ]);
    expect(ask('rifle scope', { from: 'JP' }).notCovered).toEqual([{ role: 'departure', place: 'JP', ask: { name: 'your airline' } }]);
  });

  it('holds bags to border rules where the trip crosses into their scope, and answers the way home apart', () => {
    const toAustralia = ask('cheese', { from: 'FR', to: 'AU' });
    expect(ruleOf(toAustralia, 'au-biosecurity-declaration')!.appliesAt).toEqual([{ role: 'arrival', place: 'AU' }]);
    // The EU's ban on dairy from outside it meets the cheese coming home, not the cheese leaving France.
    expect(ruleOf(toAustralia, 'eu-animal-products-import')!.appliesAt).toEqual([{ role: 'homecoming', place: 'FR' }]);
    expect(toAustralia.verdict).toEqual({ cabin: 'conditional', checked: 'conditional' });
    expect(toAustralia.wayHome).toEqual({ cabin: 'no', checked: 'no' });
    expect(ruleOf(ask('cheese', { from: 'US', to: 'FR' }), 'eu-animal-products-import')!.appliesAt).toEqual([{ role: 'arrival', place: 'FR' }]);
    expect(ruleOf(ask('cheese', { from: 'DE', to: 'FR' }), 'eu-animal-products-import')).toBeUndefined();
    expect(ask('cheese', { from: 'US' }).wayHome).toBeNull();
    // With no trip, the verdict is the checkpoints': cheese flies, and the import rules are listed beside it.
    const anywhere = ask('can I bring cheese on a plane');
    expect(anywhere.verdict).toEqual({ cabin: 'conditional', checked: 'yes' });
    expect(ruleOf(anywhere, 'eu-animal-products-import')).toMatchObject({ enforced: ['entering'], cabin: { verdict: 'no' } });
  });

  it('says which borders of the trip no rule covers for the item, and sends the traveler to customs there', () => {
    const powerBank = ask('power bank', { from: 'GB', to: 'SG' });
    expect(powerBank.notCovered).toContainEqual({ role: 'arrival', place: 'SG', ask: { name: 'customs in Singapore' } });
    expect(powerBank.notCovered).toContainEqual({ role: 'homecoming', place: 'GB', ask: { name: 'customs in United Kingdom' } });
    // Paris to Rome crosses no customs border.
    expect(ask('power bank', { from: 'FR', to: 'IT' }).notCovered.filter((cell) => cell.role === 'arrival' || cell.role === 'homecoming')).toEqual([]);
  });

  it('answers a ban at the destination’s border: a vape flown into Singapore or Thailand is a no, though every checkpoint lets it fly', () => {
    const vape = ask('vape', { from: 'GB', to: 'SG' });
    expect(ruleOf(vape, 'sg-e-vaporiser-import-ban')).toMatchObject({ owner: 'HSA', appliesAt: [{ role: 'arrival', place: 'SG' }] });
    expect(vape.verdict).toEqual({ cabin: 'no', checked: 'no' });
    // Flying out of Singapore, the ban meets the vape coming home.
    const fromSingapore = ask('vape', { from: 'SG', to: 'GB' });
    expect(ruleOf(fromSingapore, 'sg-e-vaporiser-import-ban')!.appliesAt).toEqual([{ role: 'homecoming', place: 'SG' }]);
    expect(fromSingapore.verdict.cabin).not.toBe('no');
    expect(fromSingapore.wayHome).toEqual({ cabin: 'no', checked: 'no' });
    // Asked with the destination alone, as "can I take an e-cigarette to Thailand".
    const toThailand = ask('e-cigarette', { to: 'TH' });
    expect(ruleOf(toThailand, 'th-e-cigarette-import-ban')).toMatchObject({ appliesAt: [{ role: 'arrival', place: 'TH' }] });
    expect(toThailand.verdict).toEqual({ cabin: 'no', checked: 'no' });
  });

  it('says how the baseline, the US and the UK treat an item where no rule of the trip covers it, apart from the verdict', () => {
    const knife = ask('pocket knife', { from: 'SG', via: ['AE'], to: 'IN' });
    expect(knife.rules).toEqual([]);
    expect(knife.verdict).toEqual({ cabin: null, checked: null });
    expect(knife.elsewhere?.map((rule) => rule.scope)).toEqual(['US', 'GB']);
    expect(knife.elsewhere?.every((rule) => rule.cabin?.verdict === 'no' && rule.appliesAt.length === 0)).toBe(true);
    // A trip whose own places answer gets no other places' rules, and no baseline it meets already.
    expect(ask('e-cigarette', { to: 'TH' }).elsewhere).toBeUndefined();
    // Without a trip, every rule is in `rules` already.
    expect(ask('pocket knife').elsewhere).toBeUndefined();
  });

  it('answers food flown into New Zealand with MPI’s declaration, in the words its rule gives every item it covers', () => {
    const meat = ask('beef jerky', { from: 'US', to: 'New Zealand' });
    const declaration = ruleOf(meat, 'nz-biosecurity-declaration');
    expect(declaration).toMatchObject({ owner: 'MPI', appliesAt: [{ role: 'arrival', place: 'NZ' }], cabin: { verdict: 'conditional' } });
    expect(declaration!.note).toMatch(/New Zealand Traveller Declaration/);
    expect(ruleOf(ask('honey', { to: 'NZ' }), 'nz-biosecurity-declaration')!.note).toBe(declaration!.note);
    expect(meat.notCovered.some((cell) => cell.role === 'arrival')).toBe(false);
  });

  it('reads a country typed by its English name as its code', () => {
    expect(ask('e-cigarette', { to: 'Thailand' })).toEqual(ask('e-cigarette', { to: 'TH' }));
    expect(ask('power bank', { from: 'United Kingdom', to: 'usa' })).toEqual(ask('power bank', { from: 'GB', to: 'US' }));
    expect(parseCheckItemRequest({ item: 'vape', to: 'Atlantis' }, '2026-11-27')).toMatchObject({ ok: false, message: expect.stringContaining('“Atlantis” is none of these') });
  });

  it('answers a cordless straightener under the battery rules, not as the mains-powered one', () => {
    const result = ask('cordless hair straightener', { from: 'GB' });
    expect(result.item?.slug).toBe('cordless-hair-straightener');
    expect(result.verdict.checked).toBe('conditional');
    // The FAA's own word on cordless styling tools is not read yet, so the US is sent to AskTSA rather than answered by the older device rule.
    expect(ask('cordless hair straightener', { from: 'US' }).notCovered).toContainEqual(expect.objectContaining({ role: 'departure', place: 'US' }));
    expect(ask('hair straightener', { from: 'GB' }).item?.slug).toBe('hair-straightener');
  });

  it('reads an airport as its country: the TSA screens at JFK, Heathrow’s own rule only at Heathrow', () => {
    expect(ruleOf(ask('power bank', { from: 'JFK' }), 'lithium-ion-batteries')!.appliesAt).toEqual([{ role: 'departure', place: 'airport:JFK' }]);
    expect(ruleOf(ask('shampoo', { from: 'LHR' }), 'uk-liquids')).toBeDefined();
  });

  it('reads blade and bottle sizes against each rule’s limits', () => {
    expect(ruleOf(ask('scissors with 5 cm blades', { from: 'FR' }), 'eu-prohibited-articles')!.cabin?.verdict).toBe('yes');
    expect(ruleOf(ask('scissors with 8 cm blades', { from: 'FR' }), 'eu-prohibited-articles')!.cabin?.verdict).toBe('no');
    expect(ruleOf(ask('250ml shampoo', { from: 'US' }), 'tsa-liquids')!.cabin?.verdict).toBe('no');
    // Within the limit, yet still conditional: the rule also asks for one clear bag (its note).
    const travelSize = ruleOf(ask('travel size shampoo 90 ml', { from: 'GB' }), 'uk-liquids')!;
    expect(travelSize.cabin).toMatchObject({ verdict: 'conditional', conditions: [expect.objectContaining({ limit: 'maxContainerMl', typed: '90 ml', within: true })] });
    expect(travelSize.note).toMatch(/clear resealable bag/);
  });

  it('finds an item by an alias, a brand or a misspelling', () => {
    expect(ask('can I bring my Anker on a plane').item?.slug).toBe('power-bank');
    expect(ask('a bottle of conditioner').item?.slug).toBe('shampoo');
    expect(ask('pepper sprey').item?.slug).toBe('pepper-spray');
  });

  it('reads a name only from words that stand together: “cheese on a plane” is cheese, not a cheese plane', () => {
    expect(ask('can I bring cheese on a plane').item?.slug).toBe('cheese');
    expect(ask('cheese plane').item?.slug).toBe('cheese-slicer');
    expect(ask('bottle of wine').item?.slug).toBe(ask('wine bottle').item?.slug);
  });

  it('says when it reads the words as an item of another name, and not when they name it', () => {
    expect(ask('aerosol deodorant').assumptions).toEqual(['“aerosol deodorant” is read as Hairspray, the catalogue item whose rules cover it']);
    expect(ask('27000mAh power banks').assumptions.some((assumption) => assumption.includes('is read as'))).toBe(false);
  });

  it('offers candidates for words that fit several items, and no verdict', () => {
    const result = ask('powder');
    expect(result.item).toBeNull();
    expect(result.candidates.length).toBeGreaterThanOrEqual(2);
    expect(result.verdict).toEqual({ cabin: null, checked: null });
  });

  it('says “not covered” for an item the catalogue lacks, with where to ask in each place', () => {
    const result = ask('xylophone');
    expect(result).toMatchObject({ item: null, candidates: [], rules: [] });
    expect(result.notCovered.map((cell) => cell.place)).toEqual(['US', 'GB', 'CA', 'EU', 'AU']);
    expect(result.notCovered.filter((cell) => cell.place !== 'US').every((cell) => cell.ask.url?.startsWith('https://'))).toBe(true);
    expect(result.notCovered[0]!.ask.name).toContain('AskTSA');
  });
});

describe('check_item, for any item of the catalogue on any trip', () => {
  const places = ['US', 'GB', 'CA', 'FR', 'DE', 'AU', 'JP', 'LHR', 'JFK', 'YYZ', 'SYD'];
  const trip = fc.record({ from: fc.constantFrom(...places), via: fc.subarray(places, { maxLength: 2 }), to: fc.constantFrom(...places) });

  it('answers every screening stop, by a rule or by an explicit “not covered” naming who to ask there', () => {
    fc.assert(
      fc.property(fc.constantFrom(...catalogueItems()), trip, fc.constantFrom('2026-01-15', '2026-11-27'), (item, stops, date) => {
        const result = ask(item.name, { ...stops, date });
        expect(result.item?.slug).toBe(item.slug);
        const parsed = parseCheckItemRequest({ item: item.name, ...stops }, date);
        if (!parsed.ok) throw new Error(parsed.message);
        const screened = [
          { role: 'departure', place: parsed.request.from! },
          ...parsed.request.via!.map((place) => ({ role: 'transfer', place })),
          { role: 'return', place: parsed.request.to! },
        ];
        for (const stop of screened) {
          // ICAO's baseline screens everywhere; a stop is answered only by its own authority's rule.
          const answered = result.rules.some((rule) => rule.scope !== 'ICAO' && rule.appliesAt.some((at) => at.role === stop.role && at.place === stop.place));
          const authorities = screeningAuthorities(stop.place);
          const notCovered = result.notCovered.some((cell) => cell.role === stop.role && authorities.includes(cell.place) && cell.ask.name.length > 0);
          expect(answered || notCovered, `${item.slug} at ${stop.role} ${stop.place}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('traces every verdict it gives to the owner’s page, with the day Packwise checked it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...catalogueItems()), (item) => {
        for (const rule of ask(item.name).rules) {
          expect(rule.source.url).toMatch(/^https:\/\//);
          expect(rule.source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(rule.cabin ?? rule.checked).toBeDefined();
        }
      }),
      { numRuns: 200 },
    );
  });
});
