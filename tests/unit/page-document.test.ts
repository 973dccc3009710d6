import { describe, expect, it } from 'vitest';
import { toPageContent, type PageDocument } from '@/lib/content/page-document';

const fourPairs = Array.from({ length: 4 }, (_, index) => ({ question: `Question ${index}?`, answer: `Answer ${index}.` }));

const aSource = {
  title: 'Dangerous goods',
  publisher: 'UK Civil Aviation Authority (CAA)',
  url: 'https://www.caa.co.uk/dangerous-goods/',
  checked: '2026-11-23',
  kind: 'official',
  backs: [{ section: 'faq', quote: 'Spare lithium batteries must be carried in hand baggage only.' }],
};

function guideDocument(overrides: Partial<PageDocument> = {}): PageDocument {
  return {
    title: 'Packing a sample bag',
    description: 'A short description.',
    category: 'rules',
    order: 1,
    faq: fourPairs,
    reviewed: '2026-11-23',
    sources: [aSource],
    body: { raw: 'Some **body** text.\n' },
    _raw: { sourceFilePath: 'guides/sample-guide.md', sourceFileDir: 'guides', sourceFileName: 'sample-guide.md' },
    ...overrides,
  };
}

describe('a valid page file', () => {
  it('becomes a guide with its slug from the file name', () => {
    const page = toPageContent(guideDocument());
    expect(page).toMatchObject({ kind: 'guide', slug: 'sample-guide', category: 'rules', sourceFile: 'content/guides/sample-guide.md' });
    expect(page.body).toBe('Some **body** text.');
  });

  it('content/site/index.md is the homepage, with the empty slug', () => {
    const home = toPageContent(
      guideDocument({
        category: undefined,
        faq: [],
        _raw: { sourceFilePath: 'site/index.md', sourceFileDir: 'site', sourceFileName: 'index.md' },
      }),
    );
    expect(home).toMatchObject({ kind: 'home', slug: '', category: null });
  });
});

describe('a malformed page file fails with the file and the field named', () => {
  const cases: { name: string; overrides: Partial<PageDocument>; field: string }[] = [
    { name: 'an empty title', overrides: { title: '   ' }, field: 'title' },
    { name: 'a 161-character description', overrides: { description: 'x'.repeat(161) }, field: 'description' },
    { name: 'a guide with three FAQ pairs', overrides: { faq: fourPairs.slice(0, 3) }, field: 'faq' },
    { name: 'an empty FAQ answer', overrides: { faq: [...fourPairs.slice(1), { question: 'Why?', answer: '' }] }, field: 'faq.3.answer' },
    { name: 'an unknown category', overrides: { category: 'snacks' }, field: 'category' },
    { name: 'a guide without a category', overrides: { category: undefined }, field: 'category' },
    { name: 'a fractional order', overrides: { order: 1.5 }, field: 'order' },
    { name: 'a guide without a reviewed date', overrides: { reviewed: undefined }, field: 'reviewed' },
    { name: 'a reviewed date that does not exist', overrides: { reviewed: '2026-13-01' }, field: 'reviewed' },
    { name: 'a guide without sources', overrides: { sources: [] }, field: 'sources' },
    { name: 'a source URL without a scheme', overrides: { sources: [{ ...aSource, url: 'www.caa.co.uk/dangerous-goods/' }] }, field: 'sources.0.url' },
    { name: 'a source over plain http', overrides: { sources: [aSource, { ...aSource, url: 'http://www.tsa.gov/' }] }, field: 'sources.1.url' },
    { name: 'a source checked on a malformed date', overrides: { sources: [{ ...aSource, checked: 'November 2026' }] }, field: 'sources.0.checked' },
    { name: 'a source of an unknown kind', overrides: { sources: [{ ...aSource, kind: 'blog' }] }, field: 'sources.0.kind' },
    { name: 'a source without a publisher', overrides: { sources: [{ ...aSource, publisher: ' ' }] }, field: 'sources.0.publisher' },
    { name: 'a source that backs nothing', overrides: { sources: [{ ...aSource, backs: [] }] }, field: 'sources.0.backs' },
    { name: 'a source quoting three words', overrides: { sources: [{ ...aSource, backs: [{ section: 'faq', quote: 'Batteries in cabin.' }] }] }, field: 'sources.0.backs.0.quote' },
    { name: 'a source read through a copy over plain http', overrides: { sources: [{ ...aSource, readVia: { publisher: 'An archive', url: 'http://archive.example/caa' } }] }, field: 'sources.0.readVia.url' },
  ];

  it.each(cases)('$name → names $field', ({ overrides, field }) => {
    expect(() => toPageContent(guideDocument(overrides))).toThrow(
      expect.objectContaining({ message: expect.stringMatching(new RegExp(`^content/guides/sample-guide\\.md: .*${field.replaceAll('.', '\\.')}:`)) }),
    );
  });

  it('a file name that is not a slug', () => {
    const document = guideDocument({
      _raw: { sourceFilePath: 'guides/Sample_Guide.md', sourceFileDir: 'guides', sourceFileName: 'Sample_Guide.md' },
    });
    expect(() => toPageContent(document)).toThrow('content/guides/Sample_Guide.md: file name must be a slug');
  });

  it('a file outside content/guides and content/site', () => {
    const document = guideDocument({
      _raw: { sourceFilePath: 'drafts/sample-guide.md', sourceFileDir: 'drafts', sourceFileName: 'sample-guide.md' },
    });
    expect(() => toPageContent(document)).toThrow('content/drafts/sample-guide.md: pages belong in content/guides/ or content/site/');
  });
});
