import type { CataloguePage } from '@/lib/content/catalogue';
import { pagePath } from '@/lib/site/urls';

/**
 * Guides as cards (title link and description), as compact rows where many are listed, or as titles
 * alone where a short list must fit a phone's first screen.
 */
export function GuideList({ guides, layout = 'cards' }: { guides: CataloguePage[]; layout?: 'cards' | 'rows' | 'titles' }) {
  return (
    <ul className={layout === 'cards' ? 'guide-list' : 'guide-list guide-rows'}>
      {guides.map((guide) => (
        <li key={guide.slug}>
          <a href={pagePath(guide.slug)}>{guide.title}</a>
          {layout !== 'titles' && <p>{guide.description}</p>}
        </li>
      ))}
    </ul>
  );
}
