import { documentRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { openApiDocument } from '@/lib/openapi/openapi-document';

/** Also served at /.well-known/openapi.json through a rewrite in next.config.ts. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => jsonRepresentation(openApiDocument()));
