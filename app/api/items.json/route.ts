import { documentRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { itemIndex } from '@/lib/items/item-api';

/** GET /api/items.json: every item of the catalogue, with the places its rules cover. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => jsonRepresentation(itemIndex()));
