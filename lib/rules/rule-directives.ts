import { statedVersion, type RuleLibrary } from './rule-library';
import type { LimitUnit, RuleVersion } from './rule-schema';
import { conversionsFrom, convertLimit } from './unit-conversions';
import { ContentError } from '@/lib/content/page-document';

/**
 * A guide states a rule's figure as `:rule[icao-power-banks]{field=maxCount}`, never as typed digits,
 * so every guide, FAQ, mirror and search hit says what the rules library says. Attributes:
 * - `field`: the name of one of the version's limits;
 * - `version`: the `effectiveFrom` date of another version than the newest dated one;
 * - `format=number`: the bare number, for sentences that spell the unit out themselves;
 * - `to`: the figure converted to another unit (`to=in` for a size in cm, `to=lb` for a weight in kg),
 *   so a guide's conversion follows the rule when it changes instead of keeping the old figure.
 * Directives are replaced in the Markdown before anything renders it, so each surface reads the same text.
 */
export const RULE_DIRECTIVE = /:rule\[([^\]]*)\]\{([^}]*)\}/g;

/**
 * A figure that names a rule's subject but is not one of its limits (a conversion, a product's size,
 * an airline example the library does not hold yet) says why it stands alone:
 * `:figure[20,000 mAh]{why="a typical phone power bank, not a limit"}` renders as `20,000 mAh`.
 */
export const FIGURE_DIRECTIVE = /:figure\[([^\]]+)\]\{why="([^"]+)"\}/g;

/** Anything that starts like a directive, to catch one whose brackets or braces are malformed. */
const DIRECTIVE_START = /:(?:rule|figure)\[/g;

const SYMBOL_BEFORE: Partial<Record<LimitUnit, string>> = { USD: '$', GBP: '£', EUR: '€', NZD: 'NZ$' };

const UNIT_AFTER: Partial<Record<LimitUnit, string>> = {
  Wh: ' Wh', g: ' g', ml: ' ml', L: ' L', oz: ' oz', 'fl-oz': ' fl oz', cm: ' cm', in: ' in', kg: ' kg', lb: ' lb',
  percent: '%', 'percent-abv': '% ABV', days: ' days', hours: ' hours', months: ' months', years: ' years', CAD: ' Canadian dollars', AUD: ' Australian dollars', SDR: ' SDR',
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A limit as a sentence states it: `100 Wh`, `$45`, `2`. */
export function formatLimit(value: number, unit: LimitUnit, bare = false): string {
  const number = numberFormat.format(value);
  if (bare || unit === 'count') return number;
  return `${SYMBOL_BEFORE[unit] ?? ''}${number}${UNIT_AFTER[unit] ?? ''}`;
}

function parseAttributes(text: string): Map<string, string> {
  return new Map(text.trim().split(/\s+/).filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
}

/** The rule versions whose figures `markdown` states, each once: a directive the library cannot resolve is left to resolveRuleDirectives to report. */
export function statedVersionsIn(markdown: string, rules: RuleLibrary): RuleVersion[] {
  const versions = [...markdown.matchAll(RULE_DIRECTIVE)].flatMap(([, id, attributeText]) => {
    const rule = rules.get(id!);
    const version = rule && statedVersion(rule, parseAttributes(attributeText!).get('version'));
    return version ? [version] : [];
  });
  return [...new Set(versions)];
}

/** The Markdown with every rule directive replaced by its figure, and every stand-alone figure by its text; throws naming each directive that names no figure. */
export function resolveRuleDirectives(markdown: string, rules: RuleLibrary, where: string): string {
  const problems: string[] = [];
  const resolved = markdown.replace(RULE_DIRECTIVE, (directive, id: string, attributeText: string) => {
    const rule = rules.get(id);
    const attributes = parseAttributes(attributeText);
    const unknownAttributes = [...attributes.keys()].filter((name) => !['field', 'version', 'format', 'to'].includes(name));
    const targetUnit = attributes.get('to') as LimitUnit | undefined;
    const version = rule && statedVersion(rule, attributes.get('version'));
    const limit = version?.limits.find((candidate) => candidate.name === attributes.get('field'));
    if (!rule) problems.push(`${directive} names no rule in content/rules/`);
    else if (unknownAttributes.length > 0) problems.push(`${directive} has unknown attributes (${unknownAttributes.join(', ')})`);
    else if (!version) problems.push(`${directive} names a version the rule does not have`);
    else if (!limit) problems.push(`${directive} names no limit of that version (${version.limits.map((candidate) => candidate.name).join(', ') || 'it has none'})`);
    else if (attributes.has('format') && attributes.get('format') !== 'number') problems.push(`${directive}: format can only be “number”`);
    else if (targetUnit && convertLimit(limit.value, limit.unit, targetUnit) === undefined) {
      const targets = conversionsFrom(limit.unit);
      problems.push(`${directive}: a limit in ${limit.unit} ${targets.length > 0 ? `converts only to ${targets.join(' or ')}` : 'has no conversion'}`);
    }
    if (!limit) return directive;
    const [value, unit] = targetUnit ? [convertLimit(limit.value, limit.unit, targetUnit) ?? limit.value, targetUnit] : [limit.value, limit.unit];
    return formatLimit(value, unit, attributes.get('format') === 'number');
  });
  const withFigures = resolved.replace(FIGURE_DIRECTIVE, (directive, figure: string, why: string) => {
    if (why.trim().length < 10) problems.push(`${directive}: say in a few words why the figure stands alone`);
    return figure;
  });
  const malformed = withFigures.match(DIRECTIVE_START);
  if (problems.length === 0 && malformed) problems.push('a “:rule[” directive is malformed: write :rule[rule-id]{field=name}');
  if (problems.length > 0) throw new ContentError(`${where}: ${problems.join('; ')}`);
  return withFigures;
}
