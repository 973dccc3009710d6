import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { airportCountries, describePlaces } from './place-directory';
import type { RuleLibrary } from './rule-library';
import { ContentError } from '@/lib/content/page-document';
import { citationProblems } from '@/lib/content/source-policy';

/**
 * The content build's checks on the rules library, beside the schema's: each source keeps the source
 * policy, and each place is a real country, airport or airline.
 */
export function assertRulePolicy(rules: RuleLibrary): void {
  for (const rule of rules.values()) {
    const problems = rule.versions.flatMap((version, versionIndex) =>
      version.sources.flatMap((source, sourceIndex) => citationProblems(source).map((problem) => `versions[${versionIndex}].sources[${sourceIndex}] (${source.url}): ${problem}`)),
    );
    try {
      describePlaces([rule.scope]);
    } catch (error) {
      problems.push(`scope: ${(error as Error).message}`);
    }
    if (problems.length > 0) throw new ContentError(`${rule.sourceFile}: ${problems.join('; ')}`);
  }
}

// TypeScript reads the JSON's type from this sibling declaration (allowArbitraryExtensions).
const declaration = `import type { PlaceEntry } from '../lib/rules/place-directory';
declare const places: PlaceEntry[];
export default places;
`;

const airportsDeclaration = `declare const airportCountries: Record<string, string>;
export default airportCountries;
`;

/**
 * Writes `places.json` (read by lib/rules/place-names.ts): the name and country of every place a rule
 * names; and `airport-countries.json` (read by lib/items/trip-stops.ts): every airport's country.
 */
export async function writePlaceDirectory(directory: string, rules: RuleLibrary): Promise<void> {
  const places = describePlaces([...rules.values()].map((rule) => rule.scope));
  await writeFile(join(directory, 'places.json'), JSON.stringify(places));
  await writeFile(join(directory, 'places.d.json.ts'), declaration);
  await writeFile(join(directory, 'airport-countries.json'), JSON.stringify(airportCountries()));
  await writeFile(join(directory, 'airport-countries.d.json.ts'), airportsDeclaration);
}
