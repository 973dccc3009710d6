import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toSearchDocument } from './search-documents';
import { createSearchIndex, serializeSearchIndex } from './search-index';
import { readEnglishLexicon } from '../english/english-lexicon';
import { LABELLED_QUERIES } from '../learned/labelled-queries';
import { travelCodes } from '@/lib/rules/place-directory';
import type { PageContent } from '@/lib/content/page-document';

// TypeScript reads the type of the JSON from this sibling declaration (allowArbitraryExtensions)
// instead of inferring one from the data.
const declaration = `import type { SerializedSearchIndex } from '../lib/search/index/search-index';
declare const serializedSearchIndex: SerializedSearchIndex;
export default serializedSearchIndex;
`;

/** Writes `search-index.json` (loaded by lib/search/search-pages.ts) and its type declaration; `airlines` are the IATA codes of the airlines Packwise has allowances for. */
export async function writeSearchIndex(directory: string, pages: readonly PageContent[], airlines: ReadonlySet<string>): Promise<void> {
  const serialized = serializeSearchIndex(createSearchIndex(pages.map(toSearchDocument), readEnglishLexicon(), travelCodes(airlines), LABELLED_QUERIES));
  await writeFile(join(directory, 'search-index.json'), JSON.stringify(serialized));
  await writeFile(join(directory, 'search-index.d.json.ts'), declaration);
}
