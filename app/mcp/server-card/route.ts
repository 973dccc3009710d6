import { documentRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { serverCard } from '@/lib/mcp/server-card';

/** Also served at /.well-known/mcp.json through a rewrite in next.config.ts. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => jsonRepresentation(serverCard()));
