import { readOnlyRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { respond } from '@/lib/http/respond';
import { lazy } from '@/lib/lazy';
import { serverCard } from '@/lib/mcp/server-card';

/** Also served at /.well-known/mcp.json through a rewrite in next.config.ts. */
const serverCardBody = lazy(() => jsonRepresentation(serverCard()));

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) =>
  respond(request, serverCardBody()),
);
