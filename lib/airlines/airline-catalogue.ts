import { airlineFileSchema, type Airline } from './airline-schema';
import { ContentError } from '@/lib/content/page-document';

/** What Contentlayer generates from content/airlines/<IATA>.yaml: the file's fields, and where it is. */
export type AirlineDocument = Record<string, unknown> & { _raw: { sourceFilePath: string; sourceFileName: string } };

const issuesOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((issue) => `${issue.path.map(String).join('.') || '(airline)'}: ${issue.message}`).join('; ');

/** What an airline's file names that must exist or be unique: its code as its file name, each fare once, each source it cites. */
function referenceProblems(airline: Airline, fileCode: string): string[] {
  const problems: string[] = [];
  if (airline.iata !== fileCode) problems.push(`iata: “${airline.iata}” is not the file’s name (${fileCode}.yaml)`);
  const ids = airline.sources.map((source) => source.id);
  if (new Set(ids).size !== ids.length) problems.push('sources: each id is used once');
  const names = airline.fares.map((fare) => fare.fareName);
  if (new Set(names).size !== names.length) problems.push('fares: each fare is listed once, by its own name');
  const cited = airline.fares.flatMap((fare, position) => {
    const bags = (['personalItem', 'cabinBag', 'checked'] as const).map((bag) => ({ at: `fares.${position}.${bag}.source`, id: fare[bag].source }));
    const fees = fare.fees.map((fee, index) => ({ at: `fares.${position}.fees.${index}.source`, id: fee.source }));
    return [...bags, ...fees, { at: `fares.${position}.combinedSource`, id: fare.combinedSource }];
  });
  for (const { at, id } of cited) if (id !== undefined && !ids.includes(id)) problems.push(`${at}: “${id}” names no entry of sources`);
  for (const [position, fare] of airline.fares.entries()) {
    if ((fare.combinedMaxKg === undefined) !== (fare.combinedSource === undefined)) problems.push(`fares.${position}: a combined weight limit and its source come together`);
  }
  return problems;
}

/**
 * Every airline of content/airlines/, validated: a file with a wrong field, a missing source or a
 * repeated fare fails the build, named. A family may hold several fares (JetBlue's Blue and Blue Extra
 * are both standard).
 */
export function buildAirlines(documents: readonly AirlineDocument[]): Airline[] {
  return documents
    .map((document) => {
      const sourceFile = `content/${document._raw.sourceFilePath}`;
      const { _raw, _id, type, ...fields } = document;
      const result = airlineFileSchema.safeParse(fields);
      if (!result.success) throw new ContentError(`${sourceFile}: ${issuesOf(result.error.issues)}`);
      const airline = { ...result.data, sourceFile };
      const problems = referenceProblems(airline, document._raw.sourceFileName.replace(/\.ya?ml$/, ''));
      if (problems.length > 0) throw new ContentError(`${sourceFile}: ${problems.join('; ')}`);
      return airline;
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
