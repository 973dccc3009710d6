import { describe, expect, it } from 'vitest';
import { rewriteMarkdownLinks } from '@/lib/content/markdown';

const withFirstMentionsLinked = (markdown: string, mentions: Parameters<typeof rewriteMarkdownLinks>[2]) => rewriteMarkdownLinks(markdown, (target) => target, mentions);

const powerBank = { phrases: ['Power bank', 'portable charger'], url: '/items/power-bank/' };
const laptop = { phrases: ['Laptop'], url: '/items/laptop/' };

describe('the first mention of an item in a guide', () => {
  it('links the first mention only, in reading order, keeping the words as written', () => {
    const linked = withFirstMentionsLinked('Pack your Power Banks in the cabin. A power bank never goes in the hold.', [powerBank]);
    expect(linked).toBe('Pack your [Power Banks](/items/power-bank/) in the cabin. A power bank never goes in the hold.');
  });

  it('finds any of the item’s phrases, and several items in one sentence', () => {
    expect(withFirstMentionsLinked('A portable charger and a laptop go in the cabin.', [powerBank, laptop])).toBe(
      'A [portable charger](/items/power-bank/) and a [laptop](/items/laptop/) go in the cabin.',
    );
  });

  it('leaves headings, links, code and parts of other words alone, and links the next plain mention', () => {
    const markdown = ['## Laptop rules', '', 'See [the laptop guide](/electronics/) and `laptop`; laptops-only bags and laptopcase do not count.', '', 'Your laptop stays in the bag.'].join('\n');
    const linked = withFirstMentionsLinked(markdown, [laptop]);
    expect(linked).toContain('## Laptop rules');
    expect(linked).toContain('[the laptop guide](/electronics/)');
    expect(linked).toContain('laptops-only bags and laptopcase');
    expect(linked).toContain('Your [laptop](/items/laptop/) stays');
  });
});
