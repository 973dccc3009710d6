import Fuse from 'fuse.js';
import { fuseOptions, toSearchDocument, type SearchDocument } from './search-documents';
import type { CataloguePage } from '@/lib/content/page-document';

export type SerializedSearchIndex = {
  documents: SearchDocument[];
  index: ReturnType<ReturnType<typeof Fuse.createIndex<SearchDocument>>['toJSON']>;
};

/** Prepared once per content build (contentlayer.config.ts writes it); loaded once per process. */
export function buildSearchIndex(pages: readonly CataloguePage[]): SerializedSearchIndex {
  const documents = pages.map(toSearchDocument);
  const index = Fuse.createIndex(fuseOptions.keys ?? [], documents);
  return { documents, index: index.toJSON() };
}
