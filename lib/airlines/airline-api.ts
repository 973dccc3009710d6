import { AirlineIndexSchema, AirlineSchema, type AirlineDetail, type AirlineIndex } from './airline-api-schema';
import type { Airline } from './airline-schema';
import { airlineByCode, allAirlines } from './airlines';
import { absoluteUrl, airlineApiPath } from '@/lib/site/urls';

const toDetail = ({ sourceFile, notes, ...airline }: Airline): AirlineDetail => ({ ...airline, url: absoluteUrl(airlineApiPath(airline.iata)) });

/** GET /api/airlines.json: every airline with its allowances. */
export function airlineIndex(): AirlineIndex {
  const airlines = allAirlines().map(toDetail);
  return AirlineIndexSchema.parse({ count: airlines.length, airlines });
}

/** GET /api/airlines/{code}: one airline, by its IATA code in any case, or undefined. */
export function airlineDetail(code: string): AirlineDetail | undefined {
  const airline = airlineByCode(code.toUpperCase());
  return airline && AirlineSchema.parse(toDetail(airline));
}
