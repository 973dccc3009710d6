import { airlineFileSchema, type Airline, type AirlineSource, type Bag } from './airline-schema';
import { ContentError } from '@/lib/content/page-document';
import { statedVersion, type RuleLibrary } from '@/lib/rules/rule-library';

/** What Contentlayer generates from content/airlines/<IATA>.yaml: the file's fields, and where it is. */
export type AirlineDocument = Record<string, unknown> & { _raw: { sourceFilePath: string; sourceFileName: string } };

const BAGS = ['personalItem', 'cabinBag', 'checked'] as const;

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
    const bags = BAGS.map((bag) => ({ at: `fares.${position}.${bag}.source`, id: fare[bag].source }));
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
 * A bag that reads a rule, with the rule's figures and source filled in: its sides from the rule's
 * `<prefix>LengthCm`, `WidthCm` and `DepthCm` (and the same in inches), its weight from `<prefix>Kg`
 * and `<prefix>Lb`, as the rule's stated version gives them; its source, the rule's first.
 */
function bagFromRule(bag: Bag, rules: RuleLibrary, at: string): { bag: Bag; source?: AirlineSource; problem?: string } {
  if (!bag.rule) return { bag };
  const rule = rules.get(bag.rule.id);
  const version = rule && statedVersion(rule);
  if (!version) return { bag, problem: `${at}.rule: “${bag.rule.id}” names no rule in content/rules/` };
  const limit = (name: string) => version.limits.find((candidate) => candidate.name === `${bag.rule!.limits}${name}`)?.value;
  const sides = (unit: string) => {
    const values = ['Length', 'Width', 'Depth'].map((side) => limit(`${side}${unit}`));
    return values.every((value) => value !== undefined) ? (values as number[]) : undefined;
  };
  const figures = { cm: sides('Cm'), in: sides('In'), maxKg: limit('Kg'), maxLb: limit('Lb') };
  if (Object.values(figures).every((figure) => figure === undefined)) return { bag, problem: `${at}.rule: “${bag.rule.id}” has no ${bag.rule.limits}LengthCm, ${bag.rule.limits}Kg or like limit` };
  const cited = version.sources[0]!;
  if (cited.kind === 'expert') return { bag, problem: `${at}.rule: “${bag.rule.id}” cites an expert page, not the airline’s or a copy of it` };
  const source: AirlineSource = { id: `rule-${bag.rule.id}`, title: cited.title, publisher: cited.publisher, url: cited.url, checked: cited.checked, kind: cited.kind, quotes: cited.quotes, ...(cited.readVia && { readVia: cited.readVia }) };
  const filled = Object.fromEntries(Object.entries(figures).filter(([, figure]) => figure !== undefined));
  return { bag: { ...bag, ...filled, source: source.id }, source };
}

/**
 * The airline with every bag that reads a rule filled in from it, and the rules' sources among its
 * own: a page two rules cite (United's carry-on page states both its bags) is listed once.
 */
function withRuleFigures(airline: Airline, rules: RuleLibrary): { airline: Airline; problems: string[] } {
  const problems: string[] = [];
  const sources = new Map(airline.sources.map((source) => [source.id, source]));
  const idByUrl = new Map(airline.sources.map((source) => [source.url, source.id]));
  const fares = airline.fares.map((fare, position) => {
    const bags = BAGS.map((name) => {
      const { bag, source, problem } = bagFromRule(fare[name], rules, `fares.${position}.${name}`);
      if (problem) problems.push(problem);
      if (!source) return [name, bag] as const;
      const listed = idByUrl.get(source.url) ?? idByUrl.set(source.url, source.id).get(source.url)!;
      if (listed === source.id) sources.set(source.id, source);
      return [name, { ...bag, source: listed }] as const;
    });
    return { ...fare, ...Object.fromEntries(bags) };
  });
  return { airline: { ...airline, fares, sources: [...sources.values()] }, problems };
}

/**
 * Every airline of content/airlines/, validated: a file with a wrong field, a missing source or a
 * repeated fare fails the build, named. A family may hold several fares (JetBlue's Blue and Blue Extra
 * are both standard).
 */
export function buildAirlines(documents: readonly AirlineDocument[], rules: RuleLibrary): Airline[] {
  return documents
    .map((document) => {
      const sourceFile = `content/${document._raw.sourceFilePath}`;
      const { _raw, _id, type, ...fields } = document;
      const result = airlineFileSchema.safeParse(fields);
      if (!result.success) throw new ContentError(`${sourceFile}: ${issuesOf(result.error.issues)}`);
      const { airline, problems } = withRuleFigures({ ...result.data, sourceFile }, rules);
      problems.push(...referenceProblems(airline, document._raw.sourceFileName.replace(/\.ya?ml$/, '')));
      if (problems.length > 0) throw new ContentError(`${sourceFile}: ${problems.join('; ')}`);
      return airline;
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
