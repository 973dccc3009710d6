import { describe, expect, it } from 'vitest';
import type { CataloguePage } from '@/lib/content/catalogue';
import { contentReview } from '@/lib/content/content-review';
import type { Source } from '@/lib/content/sources';

const source = (url: string, checked: string): Source => ({ title: url, publisher: 'An agency', url, checked, kind: 'official', backs: [{ section: 'faq', quote: 'A sentence the agency page says.' }] });

function guide(slug: string, reviewed: string, sources: Source[]): CataloguePage {
  return { kind: 'guide', slug, reviewed, sources, title: slug, description: '', dateModified: reviewed, faq: [], category: 'rules', order: 0, searchBody: true, body: '', sourceFile: `content/guides/${slug}.md` };
}

const library = [
  guide('fresh', '2026-11-01', [source('https://a.example/new', '2026-11-01')]),
  guide('six-months-to-the-day', '2026-05-23', [source('https://a.example/year', '2025-11-23')]),
  guide('stale', '2026-05-22', [source('https://a.example/old', '2025-11-22'), source('https://a.example/older', '2024-01-05')]),
  guide('staler', '2025-12-01', []),
];

describe('the content review on 2026-11-23', () => {
  const review = contentReview(library, '2026-11-23');

  it('lists guides reviewed more than six months ago, oldest first, and not one reviewed six months ago to the day', () => {
    expect(review.guidesToReview).toEqual([
      { slug: 'staler', reviewed: '2025-12-01' },
      { slug: 'stale', reviewed: '2026-05-22' },
    ]);
  });

  it('lists sources checked more than a year ago, oldest first, with their guide', () => {
    expect(review.sourcesToRecheck.map(({ slug, source }) => `${slug} ${source.url}`)).toEqual(['stale https://a.example/older', 'stale https://a.example/old']);
  });
});

describe('the content review', () => {
  it('counts calendar months, so on 31 August a guide reviewed on 28 February is not yet due', () => {
    expect(contentReview([guide('leap', '2026-02-28', [])], '2026-08-31').guidesToReview).toEqual([]);
    expect(contentReview([guide('leap', '2026-02-27', [])], '2026-08-31').guidesToReview).toHaveLength(1);
  });

  it('leaves site pages alone', () => {
    expect(contentReview([{ ...guide('about', '2000-01-01', []), kind: 'site', reviewed: null }], '2026-11-23').guidesToReview).toEqual([]);
  });
});
