import { lazy } from '@/lib/lazy';
import { pagesIndex } from '@/lib/api/pages-index';
import { readOnlyRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';
import { respond } from '@/lib/http/respond';

const pagesIndexBody = lazy(() => jsonRepresentation(pagesIndex()));

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = readOnlyRoute((request) =>
  respond(request, pagesIndexBody()),
);
