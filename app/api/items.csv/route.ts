import { documentRoute } from '@/lib/http/read-only-route';
import { CSV_TYPE } from '@/lib/http/media-types';
import { representation } from '@/lib/http/representation';
import { LICENCE_LINK_HEADER } from '@/lib/items/item-licence';
import { itemsCsv } from '@/lib/items/items-csv';

/** GET /api/items.csv: the item catalogue for a spreadsheet, one row per item and rule, under its licence. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => representation(itemsCsv(), CSV_TYPE), LICENCE_LINK_HEADER);
