import { documentRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { itemIndex } from '@/lib/items/item-api';
import { LICENCE_LINK_HEADER } from '@/lib/items/item-licence';

/** GET /api/items.json: every item of the catalogue, with the places its rules cover. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => jsonRepresentation(itemIndex()), LICENCE_LINK_HEADER);
