import type { SearchDocument } from '@/lib/search/index/search-documents';

/** An engine under comparison: built from documents, it ranks slugs for a query. */
export type BuiltEngine = { serialized: string; rank: (query: string) => string[] };

export type SearchEngineCandidate = { name: string; build: (documents: readonly SearchDocument[]) => BuiltEngine };
