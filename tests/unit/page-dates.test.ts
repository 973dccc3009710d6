import { allCorrections, allPages as pageDocuments, allRules } from 'contentlayer/generated';
import { describe, expect, it } from 'vitest';
import ledger from '@/content/dates.json';
import { allPages } from '@/lib/content/catalogue';
import { dateLedgerSchema, dateModifiedOf, DATES_FILE, UPDATE_DATES_COMMAND } from '@/lib/content/page-dates';
import { buildContentLibrary } from '@/lib/content/content-library';
import { pageTextHash } from '@/lib/content/page-text-hash';

const dates = dateLedgerSchema.parse(ledger);
const documents = { pages: pageDocuments, rules: allRules, corrections: allCorrections };
const { pages } = buildContentLibrary(documents);

describe(`${DATES_FILE}, the day each page's text last changed`, () => {
  it.each(pages.map((page) => [page.sourceFile, page] as const))(`dates %s as its text now reads (else: ${UPDATE_DATES_COMMAND})`, (sourceFile, page) => {
    expect(dates[sourceFile]?.text, `${sourceFile} changed since it was dated: run ${UPDATE_DATES_COMMAND}`).toBe(pageTextHash(page));
  });

  it('names no page that is gone, and no day after today', () => {
    expect(Object.keys(dates).sort()).toEqual(pages.map((page) => page.sourceFile).sort());
    const today = new Date().toISOString().slice(0, 10);
    expect(Object.values(dates).filter((entry) => entry.dateModified > today)).toEqual([]);
  });

  it('is where every page, the sitemap, JSON-LD, pages.json and MCP take their date from', () => {
    for (const page of allPages()) expect(page.dateModified, page.sourceFile).toBe(dates[page.sourceFile]!.dateModified);
  });

  it('dates a page anew when a reader would see a change, and not when only its place in a list moves', () => {
    const [page] = pages.filter((candidate) => candidate.kind === 'guide');
    const hash = pageTextHash(page!);
    expect(pageTextHash({ ...page!, faq: [...page!.faq.slice(1), { ...page!.faq[0]!, answer: `${page!.faq[0]!.answer} Changed.` }] })).not.toBe(hash);
    expect(pageTextHash({ ...page!, body: page!.body.replace(/\d/, '9') })).not.toBe(hash);
    expect(pageTextHash({ ...page!, sources: page!.sources.slice(1) })).not.toBe(hash);
    expect(pageTextHash({ ...page!, order: page!.order + 1, category: 'lists' })).toBe(hash);
  });

  it('dates every page that shows a rule’s figure anew when the figure changes in content/rules/', () => {
    const rule = allRules.find((candidate) => candidate._raw.sourceFileName === 'icao-power-banks.yaml')!;
    const changed = { ...rule, versions: rule.versions.map((version, index) => (index === 0 ? { ...version, limits: version.limits?.map((limit) => ({ ...limit, value: limit.value + 1 })) } : version)) };
    const after = buildContentLibrary({ ...documents, rules: allRules.map((candidate) => (candidate === rule ? changed : candidate)) }).pages;
    const redated = pages.filter((page, index) => pageTextHash(page) !== pageTextHash(after[index]!)).map((page) => page.slug);
    const showing = pages.filter((page) => /:rule\[icao-power-banks\]/.test(pageDocuments.find((document) => `content/${document._raw.sourceFilePath}` === page.sourceFile)!.body.raw + JSON.stringify(pageDocuments.find((document) => `content/${document._raw.sourceFilePath}` === page.sourceFile)!.faq)));
    expect(showing.length).toBeGreaterThan(0);
    expect(redated).toEqual(expect.arrayContaining(showing.map((page) => page.slug)));
    expect(redated).toContain('rule-changes');
  });

  it('refuses a page it has no date for, naming the file and the command that dates it', () => {
    expect(() => dateModifiedOf({ ...pages[0]!, sourceFile: 'content/guides/new-guide.md' })).toThrow(
      `content/guides/new-guide.md: no valid date in ${DATES_FILE}`,
    );
    expect(() => dateModifiedOf({ ...pages[0]!, sourceFile: 'content/guides/new-guide.md' })).toThrow(UPDATE_DATES_COMMAND);
  });
});
