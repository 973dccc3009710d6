import { airlineIndex } from '@/lib/airlines/airline-api';
import { documentRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';

/** GET /api/airlines.json: every airline's allowances per fare family, with their sources. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => jsonRepresentation(airlineIndex()));
