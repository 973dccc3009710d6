import { readOnlyRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { respond, respondWithApiError } from '@/lib/http/respond';
import { itemDetail } from '@/lib/items/item-api';
import { routePaths } from '@/lib/site/urls';

/** GET /api/items/{slug}: one item with its verdict under each rule, or `unknown_item`. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params;
  const detail = itemDetail(slug);
  if (!detail) return respondWithApiError(request, 'unknown_item', `No item has the slug “${slug.slice(0, 60)}”: ${routePaths.itemsApi} lists every item, and the MCP tool check_item finds one by what a traveler types.`);
  return respond(request, jsonRepresentation(detail));
});
