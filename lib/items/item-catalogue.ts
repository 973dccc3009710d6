import { isConditional, itemFileSchema, type Item } from './item-schema';
import { ContentError } from '@/lib/content/page-document';
import { statedVersion, type RuleDocument, type RuleLibrary } from '@/lib/rules/rule-library';

/** The catalogue: every item by slug, validated against the rules and guides it names. */
export type ItemCatalogue = ReadonlyMap<string, Item>;

const issuesOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((issue) => `${issue.path.map(String).join('.') || '(item)'}: ${issue.message}`).join('; ');

function toItem(document: RuleDocument): Item {
  const sourceFile = `content/${document._raw.sourceFilePath}`;
  const slug = document._raw.sourceFileName.replace(/\.ya?ml$/, '');
  const { _raw, _id, type, ...fields } = document;
  const result = itemFileSchema.safeParse(fields);
  if (!result.success) throw new ContentError(`${sourceFile}: ${issuesOf(result.error.issues)}`);
  return { ...result.data, slug, sourceFile };
}

/**
 * What an item names that must exist: each rule, citing its owner's own page, each limit in the rule's
 * stated version, each guide.
 */
function referenceProblems(item: Item, rules: RuleLibrary, guides: ReadonlySet<string>): string[] {
  const problems = item.guides.filter((guide) => !guides.has(guide)).map((guide) => `guides: “${guide}” names no guide in content/guides/`);
  for (const [position, verdict] of item.verdicts.entries()) {
    const rule = rules.get(verdict.rule);
    if (!rule) {
      problems.push(`verdicts.${position}.rule: “${verdict.rule}” names no rule in content/rules/`);
      continue;
    }
    const stated = statedVersion(rule);
    if (!stated?.sources.some((source) => source.kind === 'official')) {
      problems.push(`verdicts.${position}.rule: “${rule.id}” cites no official page yet, and a verdict is only given on the owner's word`);
    }
    if (isConditional(verdict) && verdict.conditions.length === 0 && verdict.note === undefined && rule.itemNote === undefined) {
      problems.push(`verdicts.${position}: a conditional verdict needs the rule’s limits in \`conditions\`, or a \`note\` here or the rule’s \`itemNote\``);
    }
    const limits = new Set(stated?.limits.map((limit) => limit.name));
    for (const { limit } of verdict.conditions) {
      if (!limits.has(limit)) problems.push(`verdicts.${position}.conditions: rule “${rule.id}” has no limit “${limit}” (it has: ${[...limits].join(', ') || 'none'})`);
    }
  }
  if (new Set(item.verdicts.map((verdict) => verdict.rule)).size !== item.verdicts.length) problems.push('verdicts: each rule is named once');
  return problems;
}

/** Names and aliases as a traveler's words are compared: case and spacing do not count. */
const itemWords = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The catalogue built from content/items/, checked against the rules library and the guides: a file
 * that names a missing rule, limit or guide, or that repeats another item's name, fails the build with
 * the file and field named.
 */
export function buildItemCatalogue(documents: readonly RuleDocument[], rules: RuleLibrary, guides: ReadonlySet<string>): ItemCatalogue {
  const items = documents.map(toItem);
  const named = new Map<string, string>();
  for (const item of items) {
    const problems = referenceProblems(item, rules, guides);
    const words = [item.name, ...item.aliases].map(itemWords);
    if (new Set(words).size !== words.length) problems.push('aliases: each word is listed once, and not the name again');
    const earlier = named.get(itemWords(item.name));
    if (earlier) problems.push(`name: “${item.name}” is already the name of ${earlier}`);
    named.set(itemWords(item.name), item.sourceFile);
    if (problems.length > 0) throw new ContentError(`${item.sourceFile}: ${problems.join('; ')}`);
  }
  return new Map(items.map((item) => [item.slug, item]));
}
