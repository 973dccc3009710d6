import { lazy } from '@/lib/lazy';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { respond } from '@/lib/http/respond';
import { openApiDocument } from '@/lib/openapi/openapi-document';

/** Also served at /.well-known/openapi.json through a rewrite in next.config.ts. */
const openApiBody = lazy(() => jsonRepresentation(openApiDocument()));

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) =>
  respond(request, openApiBody()),
);
