import { describe, expect, it } from 'vitest';
import { allPages, pageBySlug } from '@/lib/content/catalogue';
import { MIN_CAPPED_CHARACTERS } from '@/lib/content/capped-markdown';
import { markdownMirror } from '@/lib/content/markdown-mirror';
import { readPage } from '@/lib/content/page-reading';
import { pageSectionMarkdown, pageSections } from '@/lib/content/page-sections';
import { tools } from '@/lib/mcp/tools';
import { absoluteUrl, pagePath } from '@/lib/site/urls';

/** Issue 40: a reader asks for one part of a page, or for at most so many characters of it. */

const pages = allPages().filter((page) => page.slug !== 'survey-results');
const getPage = tools.find((tool) => tool.name === 'get_page')!;

describe('a section of a page', () => {
  it('reads every section alone, with the page’s title, its own address and the credit line for it', () => {
    for (const page of pages) {
      for (const { id, heading } of pageSections(page)) {
        const markdown = pageSectionMarkdown(page, id)!;
        expect(markdown, `${page.slug}#${id}`).toContain(`# ${page.title}: ${heading}`);
        expect(markdown.split(`${absoluteUrl(pagePath(page.slug))}#${id}`).length - 1, `${page.slug}#${id}`).toBeGreaterThanOrEqual(2);
        expect(markdown.length).toBeLessThan(markdownMirror(page).length + 2000);
      }
    }
    // Each page is cut into its parts the first time one is read: about 60 pages here.
  }, 30_000);

  it('holds the short answer, the part asked for and the sources cited for it', () => {
    const page = pageBySlug('liquids-and-toiletries')!;
    const markdown = pageSectionMarkdown(page, 'the-100-ml-rule-and-the-clear-bag')!;
    expect(markdown).toContain('**Short answer:**');
    expect(markdown).toContain('## The 100 ml rule and the clear bag');
    expect(markdown).not.toContain('## Decanting into travel bottles');
    const cited = page.sources.filter((source) => source.backs.some((backed) => backed.section === 'the-100-ml-rule-and-the-clear-bag'));
    expect(cited.length).toBeGreaterThan(0);
    for (const source of cited) expect(markdown).toContain(source.url);
  });

  it('refuses a section the page lacks, naming those it has', () => {
    const page = pageBySlug('liquids-and-toiletries')!;
    const reading = readPage(page, markdownMirror(page), { section: 'no-such-part' });
    expect(reading).toEqual({ ok: false, message: expect.stringContaining('the-100-ml-rule-and-the-clear-bag (The 100 ml rule and the clear bag)') });
    expect(readPage(page, markdownMirror(page), { section: '[x](https://example.com)' })).toEqual({ ok: false, message: expect.not.stringContaining('example.com') });
  });

  it('is what get_page returns for a URL with that #anchor, or for a section argument', async () => {
    const page = pageBySlug('liquids-and-toiletries')!;
    const text = (result: Awaited<ReturnType<typeof getPage.run>>) => (result.content[0] as { text: string }).text;
    const expected = pageSectionMarkdown(page, 'faq')!;
    expect(text(await getPage.run({ url_or_slug: 'https://packwise.example/liquids-and-toiletries/#faq' }))).toBe(expected);
    expect(text(await getPage.run({ url_or_slug: 'liquids-and-toiletries', section: 'faq' }))).toBe(expected);
  });
});

describe('a page within a number of characters', () => {
  it.each([MIN_CAPPED_CHARACTERS, 9000])('keeps every page within %i characters, with its title and credit line, and lists what it left out by the id that reads it', (maxCharacters) => {
    for (const page of pages) {
      const whole = markdownMirror(page);
      const reading = readPage(page, whole, { maxCharacters });
      if (!reading.ok) throw new Error(reading.message);
      if (whole.length <= maxCharacters) {
        expect(reading.markdown).toBe(whole);
        continue;
      }
      expect(reading.markdown.length, page.slug).toBeLessThanOrEqual(maxCharacters);
      expect(reading.markdown.startsWith(`# ${page.title}\n`)).toBe(true);
      expect(reading.markdown).toContain(`Source: "${page.title}" by Packwise`);
      const leftOut = reading.markdown.slice(reading.markdown.indexOf('## Left out')).split('\n').filter((line) => line.startsWith('- '));
      expect(leftOut.length, page.slug).toBeGreaterThan(0);
      for (const line of leftOut) {
        const id = line.match(/^- `([a-z0-9-]+)`: /)?.[1];
        // A guide's every part reads alone; a site page's directory of guides is only part of the whole.
        if (page.kind === 'guide') expect(id, `${page.slug}: ${line}`).toBeDefined();
        if (id) expect(pageSectionMarkdown(page, id), `${page.slug}#${id}`).toBeDefined();
      }
    }
  });
});
