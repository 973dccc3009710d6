import { describe, expect, it } from 'vitest';
import { catalogueItems } from '@/lib/items/items';
import { VERDICT_LINE_LENGTH, verdictLine } from '@/lib/items/verdict-line';

describe('an item’s verdict line (the search excerpt and the page’s description)', () => {
  const lines = catalogueItems().map((item) => ({ item, line: verdictLine(item.slug)! }));

  it('starts with the item, gives at least one place’s verdict for a bag, and fits in a search excerpt', () => {
    for (const { item, line } of lines) {
      expect(line.startsWith(`${item.name}. `), item.slug).toBe(true);
      expect(line, item.slug).toMatch(/: (cabin|checked) (yes|no|only|with conditions)/);
      expect(line.length, item.slug).toBeLessThanOrEqual(VERDICT_LINE_LENGTH);
    }
  });

  it('says what a percentage is of: "up to 2% tear gas", not "up to 2%"', () => {
    const percentages = lines.flatMap(({ line }) => line.match(/\d% \S+/g) ?? []);
    expect(percentages.length).toBeGreaterThan(0);
    for (const percentage of percentages) expect(percentage).toMatch(/\d% (ABV|[a-z]{2,}|[A-Z]{2,})/);
  });

  it('says a limit two rules of a place set alike once: "up to 5 L", not "up to 5 L, up to 5 L"', () => {
    for (const { item, line } of lines) expect(line, item.slug).not.toMatch(/(up to [\d.,]+ \S+)[^,;()]*, \1[,;)]/);
    expect(lines.find(({ item }) => item.slug === 'spirits')!.line).toContain('checked with conditions, up to 70% ABV, up to 5 L in all (FAA; TSA)');
  });

  it('says of two rules’ limits on the same thing only the stricter, which binds, and what each limit is of', () => {
    // The TSA's 100 ml a container binds in the cabin before the FAA's 500 ml; the FAA's 2 L is for all of them.
    const hairspray = lines.find(({ item }) => item.slug === 'hairspray')!.line;
    expect(hairspray).toContain('US: cabin with conditions, up to 100 ml a container, up to 2 L in all; checked with conditions, up to 500 ml a container, up to 2 L in all');
  });

  it('never passes a verdict with conditions beyond its limits for a plain yes', () => {
    // The TSA takes a lighter in a checked bag only empty of fuel or in a DOT-approved case, not merely two of them.
    expect(lines.find(({ item }) => item.slug === 'lighter')!.line).toContain('US: cabin yes; checked with conditions, at most 2 (TSA)');
  });
});
