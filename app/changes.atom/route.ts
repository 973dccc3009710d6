import { changesAtomFeed } from '@/lib/changes/change-feeds';
import { documentRoute } from '@/lib/http/read-only-route';
import { ATOM_TYPE } from '@/lib/http/media-types';
import { representation } from '@/lib/http/representation';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = documentRoute(() => representation(changesAtomFeed(), ATOM_TYPE));
