import { slug } from 'github-slugger';
import type { Correction } from './correction-schema';
import type { ChangeKind } from './change-schema';
import { formatLimit } from '@/lib/rules/rule-directives';
import type { RuleLibrary } from '@/lib/rules/rule-library';
import type { LimitUnit, RuleSource } from '@/lib/rules/rule-schema';

/**
 * The one list of what changed: each version of each rule in the library, and each correction of
 * Packwise's own text. The What changed page, both feeds, /api/changes.json and `list_changes` all
 * read it; rule changes come from the rules library, never from a second list of dates.
 */
export type ChangeEntry = {
  id: string;
  kind: ChangeKind;
  /** The heading on the What changed page, whose slug is the entry's anchor there. */
  title: string;
  anchor: string;
  date: string | null;
  dateText: string;
  summary: string;
  /** Where a rule change applies; a correction of Packwise's text has no place. */
  scope: string | null;
  guides: string[];
  rule?: {
    id: string;
    owner: string;
    ownerShort: string;
    reference: string;
    announced: string | null;
    effectiveFrom: string | null;
    effectiveUntil: string | null;
    limits: { name: string; value: number; unit: LimitUnit; text: string; note?: string }[];
    sources: RuleSource[];
  };
  /** What the guide said before; `summary` says what it says now. */
  correction?: { guide: string; wrong: string };
};

export const NO_DATE_ANNOUNCED = 'no date announced';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-03-27` as a person reads it: 27 March 2026. */
export function readableDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Newest first; announced rules with no date on top, as the page lists them. */
function newestFirst(a: ChangeEntry, b: ChangeEntry): number {
  return (b.date ?? '9999-12-31').localeCompare(a.date ?? '9999-12-31') || a.title.localeCompare(b.title, 'en');
}

export function changeEntries(rules: RuleLibrary, corrections: readonly Correction[]): ChangeEntry[] {
  // A version in force since a day no source gives is a rule, not a change: the feed has no date to list it under.
  const ruleChanges = [...rules.values()].flatMap((rule) =>
    rule.versions.filter((version) => version.effectiveFrom || version.announced).map((version): ChangeEntry => {
      const dateText = version.effectiveFrom ? readableDate(version.effectiveFrom) : NO_DATE_ANNOUNCED;
      const title = version.effectiveFrom
        ? `${dateText}: ${version.headline} (${rule.ownerShort})`
        : `${version.headline}: ${NO_DATE_ANNOUNCED} (${rule.ownerShort})`;
      return {
        id: `rule:${rule.id}@${version.effectiveFrom ?? 'announced'}`,
        kind: 'rule-change',
        title,
        anchor: slug(title),
        date: version.effectiveFrom ?? null,
        dateText,
        summary: version.says,
        scope: rule.scope,
        guides: version.guides,
        rule: {
          id: rule.id,
          owner: rule.owner,
          ownerShort: rule.ownerShort,
          reference: version.reference,
          announced: version.announced ?? null,
          effectiveFrom: version.effectiveFrom ?? null,
          effectiveUntil: version.effectiveUntil ?? null,
          limits: version.limits.map(({ above: _, ...limit }) => ({ ...limit, text: formatLimit(limit.value, limit.unit) })),
          sources: version.sources,
        },
      };
    }),
  );
  const fixes = corrections.map((correction): ChangeEntry => {
    const title = `${readableDate(correction.date)}: ${correction.headline} (correction)`;
    return {
      id: `correction:${correction.id}`,
      kind: 'correction',
      title,
      anchor: slug(title),
      date: correction.date,
      dateText: readableDate(correction.date),
      summary: correction.now,
      scope: null,
      guides: [correction.guide],
      correction: { guide: correction.guide, wrong: correction.wrong },
    };
  });
  return [...ruleChanges, ...fixes].sort(newestFirst);
}
