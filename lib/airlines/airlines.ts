import type { Airline } from './airline-schema';
import shipped from '@/.contentlayer/airlines.json';

// Prepared by the content build (contentlayer.config.ts); read once per process.
const airlines: readonly Airline[] = shipped;
const byCode = new Map(airlines.map((airline) => [airline.iata, airline]));

/** A name as compared: case, spacing and the words every airline's name has do not count ("Delta Air Lines" is "delta"). */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(air ?lines?|airways|airline)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const byName = new Map(airlines.map((airline) => [nameKey(airline.name), airline]));

/** Every airline, by name. */
export const allAirlines = () => airlines;

/** The airline with this IATA code, as written in its file (capitals). */
export const airlineByCode = (code: string) => byCode.get(code);

/** The airline a traveler names, by its IATA code ("FR", "fr") or its name ("Ryanair", "delta airlines"); undefined for one Packwise lacks. */
export function findAirline(typed: string): Airline | undefined {
  const code = typed.trim().toUpperCase();
  return byCode.get(code) ?? (nameKey(typed) ? byName.get(nameKey(typed)) : undefined);
}
