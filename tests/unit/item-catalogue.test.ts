import { allItems, allPages, allRules } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import { citationProblems } from '@/lib/content/source-policy';
import { buildItemCatalogue } from '@/lib/items/item-catalogue';
import { itemCategories } from '@/lib/items/item-schema';
import { askablePlaces } from '@/lib/items/where-to-ask';
import { buildRuleLibrary, statedVersion, type RuleDocument } from '@/lib/rules/rule-library';

/** Issue 37: an item catalogue whose every verdict is read from a sourced rule of content/rules/. */

const rules = buildRuleLibrary(allRules);
const guides = new Set(allPages.filter((page) => page._raw.sourceFileDir === 'guides').map((page) => page._raw.sourceFileName.replace(/\.md$/, '')));
const catalogue = buildItemCatalogue(allItems, rules, guides);

function itemDocument(name: string, fields: Record<string, unknown>): RuleDocument {
  return { ...fields, _raw: { sourceFilePath: `items/${name}.yaml`, sourceFileName: `${name}.yaml` } };
}

const scissors = {
  name: 'Test scissors',
  aliases: ['test nail scissors'],
  category: 'sharp-tools',
  guides: ['security-screening'],
  verdicts: [{ rule: 'eu-prohibited-articles', cabin: 'conditional', conditions: [{ limit: 'maxScissorBladeCm', over: 'no' }] }],
};

const build = (...documents: RuleDocument[]) => () => buildItemCatalogue(documents, rules, guides);

describe('the item catalogue in content/items/', () => {
  it('builds: every item names rules, limits and guides that exist', () => {
    expect(catalogue.size).toBe(allItems.length);
    expect(catalogue.get('power-bank')?.verdicts.map((verdict) => verdict.rule)).toContain('icao-power-banks');
  });

  it('holds at least 250 items, on every shelf the catalogue has', () => {
    expect(catalogue.size).toBeGreaterThanOrEqual(250);
    const shelves = new Set([...catalogue.values()].map((item) => item.category));
    expect([...shelves].sort()).toEqual([...itemCategories].sort());
  });

  it('traces every verdict to a rule whose stated version cites an official source', () => {
    for (const item of catalogue.values()) {
      for (const verdict of item.verdicts) {
        const sources = statedVersion(rules.get(verdict.rule)!)?.sources ?? [];
        expect(sources.some((source) => source.kind === 'official'), `${item.sourceFile}: ${verdict.rule}`).toBe(true);
      }
    }
  });

  it('states no figure of its own: each condition is a limit of the rule, with its unit', () => {
    const power = catalogue.get('power-bank')!.verdicts.find((verdict) => verdict.rule === 'lithium-ion-batteries')!;
    const limits = statedVersion(rules.get('lithium-ion-batteries')!)!.limits;
    expect(power.conditions.map(({ limit }) => limits.find((candidate) => candidate.name === limit))).toEqual([
      expect.objectContaining({ name: 'maxWhWithoutApproval', value: 100, unit: 'Wh' }),
      expect.objectContaining({ name: 'maxWhWithApproval', value: 160, unit: 'Wh' }),
    ]);
  });
});

describe('content/where-to-ask.json', () => {
  it('sends a traveler to the rule owner’s own page, as an official source would be cited', () => {
    for (const { place, url, publisher } of askablePlaces().filter((entry) => entry.url)) {
      expect(citationProblems({ title: place, publisher: publisher!, url: url!, checked: '2026-11-27', kind: 'official' }), place).toEqual([]);
    }
  });
});

describe('an item file that the build refuses, naming the file and the field', () => {
  it('a rule that does not exist', () => {
    expect(build(itemDocument('bad', { ...scissors, verdicts: [{ ...scissors.verdicts[0], rule: 'no-such-rule' }] }))).toThrow(
      /content\/items\/bad\.yaml: verdicts\.0\.rule: “no-such-rule” names no rule/,
    );
  });

  it('a limit the rule does not have, listing those it has', () => {
    const verdicts = [{ ...scissors.verdicts[0], conditions: [{ limit: 'maxBladeInches', over: 'no' }] }];
    expect(build(itemDocument('bad', { ...scissors, verdicts }))).toThrow(/has no limit “maxBladeInches” \(it has: maxScissorBladeCm, maxKnifeBladeCm\)/);
  });

  it('a conditional verdict with no limit and no note, or conditions on a plain verdict', () => {
    expect(build(itemDocument('bad', { ...scissors, verdicts: [{ rule: 'eu-prohibited-articles', cabin: 'conditional' }] }))).toThrow(/conditional verdict needs/);
    const plain = [{ rule: 'eu-prohibited-articles', cabin: 'no', conditions: [{ limit: 'maxScissorBladeCm', over: 'no' }] }];
    expect(build(itemDocument('bad', { ...scissors, verdicts: plain }))).toThrow(/only a conditional verdict has conditions/);
  });

  it('a verdict for neither bag, or a verdict outside the four', () => {
    expect(build(itemDocument('bad', { ...scissors, verdicts: [{ rule: 'eu-prohibited-articles' }] }))).toThrow(/gives `cabin`, `checked` or both/);
    expect(build(itemDocument('bad', { ...scissors, verdicts: [{ rule: 'eu-prohibited-articles', cabin: 'maybe' }] }))).toThrow(
      /verdicts\.0\.cabin: a verdict is one of: yes, no, conditional, airline-approval/,
    );
  });

  it('a rule that cites no official page yet (Emirates’ power-bank rule rests on news reports)', () => {
    expect(build(itemDocument('bad', { ...scissors, verdicts: [{ rule: 'emirates-power-banks', cabin: 'no' }] }))).toThrow(/“emirates-power-banks” cites no official page yet/);
  });

  it('a guide that does not exist, and a name another item has', () => {
    expect(build(itemDocument('bad', { ...scissors, guides: ['no-such-guide'] }))).toThrow(/guides: “no-such-guide” names no guide/);
    expect(build(itemDocument('first', scissors), itemDocument('second', { ...scissors, aliases: ['other words'] }))).toThrow(
      /content\/items\/second\.yaml: name: “Test scissors” is already the name of content\/items\/first\.yaml/,
    );
  });
});
