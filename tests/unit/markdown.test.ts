import { describe, expect, it } from 'vitest';
import { renderMarkdownToHtml, rewriteMarkdownLinks } from '@/lib/content/markdown';

describe('renderMarkdownToHtml', () => {
  it('renders GitHub-flavoured tables and gives headings anchors', () => {
    const html = renderMarkdownToHtml('## What to check\n\n| Item | Limit |\n|---|---|\n| Bag | Varies |\n');
    expect(html).toContain('<h2 id="what-to-check">What to check</h2>');
    expect(html).toContain('<td data-label="Limit:">Varies</td>');
  });

  it('drops raw HTML instead of passing it through', () => {
    const html = renderMarkdownToHtml('Hello <script>alert(1)</script> <b>bold</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
  });
});

describe('rewriteMarkdownLinks', () => {
  it('rewrites inline links and reference definitions, leaving the text alone', () => {
    const markdown = 'See [the liquids guide](/liquids/) and [batteries][b].\n\n[b]: /batteries/';
    const rewritten = rewriteMarkdownLinks(markdown, (target) => `https://example.test${target}`);
    expect(rewritten).toContain('[the liquids guide](https://example.test/liquids/)');
    expect(rewritten).toContain('[b]: https://example.test/batteries/');
  });

  it('rewrites image targets too, keeping alt text and title', () => {
    const rewritten = rewriteMarkdownLinks('![A bag](/diagrams/bag.svg "Caption")', (target) => `https://example.test${target}`);
    expect(rewritten).toBe('![A bag](https://example.test/diagrams/bag.svg "Caption")');
  });

  it('keeps task lists as task lists', () => {
    const markdown = '- [ ] Passport\n- [ ] Charger';
    expect(rewriteMarkdownLinks(markdown, (target) => target)).toBe(markdown);
  });

  it('keeps lists, emphasis and tables meaningfully the same', () => {
    const markdown = '- one _two_ **three**\n- four\n\n| a | b |\n| - | - |\n| 1 | 2 |';
    expect(rewriteMarkdownLinks(markdown, (target) => target)).toBe(markdown);
  });
});

describe('figures in rendered text', () => {
  const figures = (html: string) => [...html.matchAll(/<span class="figure">([^<]*)<\/span>/g)].map((match) => match[1]);

  it('keep a figure on one line with its unit, and a range with both its ends, the text unchanged', () => {
    const html = renderMarkdownToHtml('| Item | Weight |\n|---|---|\n| Socks, one pair | 40–90 g (1.4–3.2 oz) |\n\nA 20,000 mAh bank at 3.7 V is 74 Wh, for 2 people.\n');
    expect(figures(html)).toEqual(['40–90 g', '1.4–3.2 oz', '20,000 mAh', '3.7 V', '74 Wh']);
    expect(html).toContain('<td data-label="Weight:"><span class="figure">40–90 g</span> (<span class="figure">1.4–3.2 oz</span>)</td>');
  });

  it('keep a bag\'s three sides together with their unit', () => {
    const html = renderMarkdownToHtml('A bag of 56 × 45 × 25 cm (22 × 18 × 10 in) fits; so does 40 × 30 × 15 cm.\n');
    expect(figures(html)).toEqual(['56 × 45 × 25 cm', '22 × 18 × 10 in', '40 × 30 × 15 cm']);
  });

  it('leave code as written, and words that merely start like a unit', () => {
    const html = renderMarkdownToHtml('Run `curl -m 5 in` and pack 2 gloves, 3 inner layers.\n');
    expect(html).toContain('<code>curl -m 5 in</code>');
    expect(figures(html)).toEqual([]);
  });
});
