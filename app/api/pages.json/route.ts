import { pagesIndex } from '@/lib/api/pages-index';
import { documentRoute } from '@/lib/http/read-only-route';
import { jsonRepresentation } from '@/lib/http/representation';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => jsonRepresentation(pagesIndex()));
