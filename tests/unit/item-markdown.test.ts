import { describe, expect, it } from 'vitest';
import { itemRuleAnswers } from '@/lib/items/check-item';
import { NEWEST } from '@/lib/items/item-api';
import { itemDocument, referencedItem } from '@/lib/items/item-markdown';
import { catalogueItems, loadedCatalogue } from '@/lib/items/items';
import { askablePlaces } from '@/lib/items/where-to-ask';
import { absoluteUrl } from '@/lib/site/urls';

/** Issue 37: get_page reads an item as Markdown, the text /items/<slug>/index.md serves. */

describe('an item’s Markdown', () => {
  it('gives every item a line per rule at a glance, each rule’s source, and who to ask where no rule covers it', () => {
    for (const item of catalogueItems()) {
      const { markdown } = itemDocument(item.slug)!;
      const answers = itemRuleAnswers(loadedCatalogue(), item, { date: NEWEST });
      const glance = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Place'));
      expect(glance, item.slug).toHaveLength(answers.length);
      for (const answer of answers) expect(markdown, `${item.slug}: ${answer.rule}`).toContain(`(\`${answer.rule}\`)`);
      const covered = new Set(answers.filter((answer) => answer.enforced.includes('leaving')).map((answer) => answer.scope));
      for (const { place, name, url } of askablePlaces().filter(({ place }) => !covered.has(place))) {
        expect(markdown, `${item.slug}: ${place}`).toContain(`: ask ${url ? `[${name}](${url})` : name}`);
      }
    }
  });

  it('names a rule enforced only on arrival as such, so that it never reads as a ban on flying out', () => {
    const { markdown } = itemDocument('cheese')!;
    expect(markdown).toContain('| European Union, on arrival | No | No |');
    expect(markdown).toMatch(/- European Union: ask \[Your Europe/);
  });

  it('dates the item by the newest day any of its sources was checked', () => {
    const document = itemDocument('power-bank')!;
    const checked = itemRuleAnswers(loadedCatalogue(), catalogueItems().find((item) => item.slug === 'power-bank')!, { date: NEWEST }).map((answer) => answer.source.checked);
    expect(document.dateModified).toBe(checked.sort().at(-1));
    expect(document.markdown).toContain(`- Rules checked: ${document.dateModified}`);
  });
});

describe('referencedItem', () => {
  it('reads an item’s address with or without the site, index.md, slashes or capitals', () => {
    for (const reference of ['/items/power-bank/', 'items/power-bank', absoluteUrl('/items/power-bank/index.md'), ' /Items/Power-Bank/index.md ']) {
      expect(referencedItem(reference)?.md_url, reference).toBe(absoluteUrl('/items/power-bank/index.md'));
    }
  });

  it('leaves guides, unknown items and other paths to the page lookup', () => {
    for (const reference of ['power-bank', '/electronics-and-batteries/', '/items/no-such-thing/', '/items/', '/items/power-bank/extra']) {
      expect(referencedItem(reference), reference).toBeUndefined();
    }
  });
});
