import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Airline } from './airline-schema';

// TypeScript reads the JSON's type from this sibling declaration (allowArbitraryExtensions).
const declaration = `import type { Airline } from '../lib/airlines/airline-schema';
declare const airlines: Airline[];
export default airlines;
`;

/** Writes `airlines.json` (read by lib/airlines/airlines.ts): every airline, validated, by name. */
export async function writeAirlines(directory: string, airlines: readonly Airline[]): Promise<void> {
  await writeFile(join(directory, 'airlines.json'), JSON.stringify(airlines));
  await writeFile(join(directory, 'airlines.d.json.ts'), declaration);
}
