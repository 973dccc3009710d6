import { z } from 'zod';

/**
 * The one vocabulary for where a rule applies, used by the rules library, the change feeds, the API
 * and the MCP tools:
 * - `ICAO`: every international flight (the ICAO Technical Instructions bind all member states);
 * - `EU`: the European Union's common rules;
 * - an ISO 3166-1 alpha-2 country (`US`, `GB`; `UK` is accepted on input and read as `GB`);
 * - `airport:` and an IATA airport code (`airport:LHR`), or `airline:` and an IATA airline code (`airline:EK`).
 *   Airline codes need the prefix because they share their shape with countries: `FR` is France, Ryanair is `airline:FR`.
 * Whether a code names a real country, airport or airline is checked when the content is built
 * (lib/rules/place-directory.ts); here only its shape is, so that the runtime carries no code lists.
 */
export const PLACE_PATTERN = /^(?:ICAO|EU|[A-Z]{2}|airport:[A-Z]{3}|airline:[A-Z0-9]{2})$/;

export type PlaceKind = 'global' | 'region' | 'country' | 'airport' | 'airline';

export function placeKind(code: string): PlaceKind {
  if (code === 'ICAO') return 'global';
  if (code === 'EU') return 'region';
  if (code.startsWith('airport:')) return 'airport';
  if (code.startsWith('airline:')) return 'airline';
  return 'country';
}

/** ISO 3166-1 keeps `UK` reserved for the United Kingdom, whose code is `GB`; travelers write UK. */
const COUNTRY_ALIASES: Record<string, string> = { UK: 'GB' };

/** A bare three-letter code is an airport: no place of the other kinds has three letters. */
const BARE_AIRPORT = /^[A-Z]{3}$/;

/** A place as someone types it (any case, `UK`, `lhr`), in the vocabulary's form, or null when it has no valid shape. */
export function normalizePlace(input: string): string | null {
  const trimmed = input.trim();
  const [prefix, code] = trimmed.includes(':') ? trimmed.split(':', 2) : [null, trimmed];
  const upper = code.toUpperCase();
  const normalized = prefix
    ? `${prefix.toLowerCase()}:${upper}`
    : BARE_AIRPORT.test(upper) && upper !== 'EU'
      ? `airport:${upper}`
      : (COUNTRY_ALIASES[upper] ?? upper);
  return PLACE_PATTERN.test(normalized) ? normalized : null;
}

export const placeSchema = z
  .string()
  .regex(PLACE_PATTERN, 'a place is ICAO, EU, an ISO 3166-1 alpha-2 country such as GB, airport:<IATA code> or airline:<IATA code>')
  .describe('Where the rule applies: `ICAO` (every international flight), `EU`, an ISO 3166-1 alpha-2 country (`US`, `GB`), `airport:LHR` or `airline:EK` (IATA codes)');

/**
 * The EU's 27 member states (europa.eu, "Country profiles"), whose airports apply the EU's common
 * aviation security rules: a question about France also concerns the EU's rules.
 */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
]);
