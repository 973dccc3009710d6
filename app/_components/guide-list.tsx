import type { CataloguePage } from '@/lib/content/catalogue';
import { pagePath } from '@/lib/site/urls';

/** Guides as cards: title link and description. */
export function GuideList({ guides }: { guides: CataloguePage[] }) {
  return (
    <ul className="guide-list">
      {guides.map((guide) => (
        <li key={guide.slug}>
          <a href={pagePath(guide.slug)}>{guide.title}</a>
          <p>{guide.description}</p>
        </li>
      ))}
    </ul>
  );
}
