import { readableDate, type ChangeEntry } from './change-entries';
import { sourceKindLabel, type Source } from '@/lib/content/sources';
import type { RuleSource } from '@/lib/rules/rule-schema';
import { ruleBackedSources } from '@/lib/rules/rule-backed-sources';
import { pagePath } from '@/lib/site/route-paths';

/**
 * The What changed page writes this line where its list of changes goes; the list is rendered from
 * the change entries, so the page, the feeds and the tools cannot disagree.
 */
export const CHANGES_MARKER = '::changes';

const ANNOUNCED_HEADING = 'Announced, no date yet';
const CORRECTIONS_HEADING = 'Corrections to our guides';

function guideLinks(entry: ChangeEntry, guideTitle: (slug: string) => string): string {
  return entry.guides.length > 0 ? `\n\nGuides: ${entry.guides.map((slug) => `[${guideTitle(slug)}](${pagePath(slug)})`).join(', ')}` : '';
}

/** A source as an entry cites it: the publisher linked, and its kind said when it is not the owner's own page. */
function citation(source: RuleSource): string {
  return `[${source.publisher}](${source.url})${source.kind === 'official' ? '' : ` (${sourceKindLabel[source.kind]})`}`;
}

// The typed limits are in the data (the API, the feeds, list_changes); the page says the rule in words, as `says` does.
function ruleEntryMarkdown(entry: ChangeEntry & { rule: NonNullable<ChangeEntry['rule']> }, guideTitle: (slug: string) => string): string {
  const { rule } = entry;
  const announced = rule.announced && !rule.effectiveFrom ? `, announced ${readableDate(rule.announced)}` : '';
  return [`### ${entry.title}`, '', `${entry.summary} Rule: ${rule.reference}${announced}. Source: ${rule.sources.map(citation).join('; ')}.`].join('\n') + guideLinks(entry, guideTitle);
}

function correctionMarkdown(entry: ChangeEntry & { correction: NonNullable<ChangeEntry['correction']> }, guideTitle: (slug: string) => string): string {
  return [`### ${entry.title}`, '', `${entry.correction.wrong} ${entry.summary}`].join('\n') + guideLinks(entry, guideTitle);
}

/** One entry as the page shows it under its heading, and as the feeds carry it. */
export function changeEntryMarkdown(entry: ChangeEntry, guideTitle: (slug: string) => string): string {
  if (entry.rule) return ruleEntryMarkdown({ ...entry, rule: entry.rule }, guideTitle);
  if (entry.correction) return correctionMarkdown({ ...entry, correction: entry.correction }, guideTitle);
  throw new Error(`Change ${entry.id} is neither a rule change nor a correction`);
}

/** The list of changes as the page shows it: announced rules, then rule changes by year, then corrections. */
export function changesMarkdown(entries: readonly ChangeEntry[], guideTitle: (slug: string) => string): string {
  const groups = new Map<string, string[]>();
  const add = (heading: string, markdown: string) => groups.set(heading, [...(groups.get(heading) ?? []), markdown]);
  const heading = (entry: ChangeEntry) => (entry.correction ? CORRECTIONS_HEADING : entry.date ? entry.date.slice(0, 4) : ANNOUNCED_HEADING);
  // Rule changes first, by year, then the corrections: a fixed sentence is never mistaken for new policy.
  for (const entry of [...entries.filter((entry) => entry.rule), ...entries.filter((entry) => entry.correction)]) add(heading(entry), changeEntryMarkdown(entry, guideTitle));
  return [...groups].map(([heading, items]) => [`## ${heading}`, ...items].join('\n\n')).join('\n\n');
}

/** The page's sources: every rule's sources, each backing the entries it states. */
export function changesPageSources(entries: readonly ChangeEntry[]): Source[] {
  return ruleBackedSources(entries.map((entry) => ({ section: entry.anchor, sources: entry.rule?.sources ?? [] })));
}
