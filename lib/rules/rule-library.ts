import { z } from 'zod';
import { ruleFileSchema, type Rule, type RuleVersion } from './rule-schema';
import { ContentError } from '@/lib/content/page-document';

/** What Contentlayer hands us for each file under content/rules/: the fields, and where it came from. */
export type RuleDocument = Record<string, unknown> & { _raw: { sourceFilePath: string; sourceFileName: string } };

const RULE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a version applies now: it took effect, or has applied since a day no source gives; not one only announced. */
export function isInForce(version: RuleVersion): boolean {
  return version.effectiveFrom !== undefined || version.announced === undefined;
}

/**
 * A version's place in time: an announced version with no date yet is the newest, and a version in
 * force since a day no source gives is the oldest (a later, dated version replaced it).
 */
function timeKey(version: RuleVersion): string {
  return version.effectiveFrom ?? (version.announced ? '9999-12-31' : '0000-01-01');
}

function versionOrder(a: RuleVersion, b: RuleVersion): number {
  return timeKey(b).localeCompare(timeKey(a));
}

function toRule(document: RuleDocument): Rule {
  const sourceFile = `content/${document._raw.sourceFilePath}`;
  const id = document._raw.sourceFileName.replace(/\.ya?ml$/, '');
  if (!RULE_ID.test(id)) throw new ContentError(`${sourceFile}: file name must be a slug of lowercase letters, digits and single hyphens`);
  const { _raw, _id, type, ...fields } = document;
  const result = ruleFileSchema.safeParse(fields);
  if (!result.success) {
    throw new ContentError(`${sourceFile}: ${result.error.issues.map((issue) => `${issue.path.join('.') || '(rule)'}: ${issue.message}`).join('; ')}`);
  }
  const sorted = [...result.data.versions].sort(versionOrder);
  if (sorted.some((version, index) => version !== result.data.versions[index])) {
    throw new ContentError(`${sourceFile}: list the versions newest first: an announced version with no date on top, a version with no date at all last`);
  }
  return { ...result.data, id, sourceFile };
}

/** The rules library: every rule by id, validated. */
export type RuleLibrary = ReadonlyMap<string, Rule>;

export function buildRuleLibrary(documents: readonly RuleDocument[]): RuleLibrary {
  return new Map(documents.map(toRule).map((rule) => [rule.id, rule]));
}

/**
 * The version a guide states when it names no other: the newest in force or, for a rule only announced
 * so far (ETIAS), the announced one. Chosen from the data, not from today's date, so a page renders the
 * same whichever day it is built.
 */
export function statedVersion(rule: Rule, effectiveFrom?: string): RuleVersion | undefined {
  if (effectiveFrom !== undefined) return rule.versions.find((version) => version.effectiveFrom === effectiveFrom);
  return rule.versions.find(isInForce) ?? rule.versions[0];
}

/**
 * The version in force on `date` (YYYY-MM-DD): the newest that had taken effect by then and not yet
 * ended, a version with no date counting as in force since before any dated one. None when the rule
 * did not apply yet.
 */
export function versionOn(rule: Rule, date: string): RuleVersion | undefined {
  return rule.versions.find((version) => isInForce(version) && (version.effectiveFrom ?? '') <= date && (version.effectiveUntil === undefined || date < version.effectiveUntil));
}

export const ruleIdSchema = z.string().regex(RULE_ID);
