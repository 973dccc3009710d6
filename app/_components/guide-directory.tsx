import { GuideList } from './guide-list';
import { categoryAnchor } from '@/lib/content/categories';
import { guidesByCategory } from '@/lib/content/catalogue';

/** Every guide, grouped by category, as compact rows: the homepage's main content. */
export function GuideDirectory() {
  return (
    <section aria-labelledby="guides" className="guide-directory">
      <h2 id="guides">Guides</h2>
      {guidesByCategory().map((category) => (
        <section key={category.id} aria-labelledby={categoryAnchor(category.id)}>
          <h3 id={categoryAnchor(category.id)}>{category.title}</h3>
          <GuideList guides={category.guides} layout="rows" />
        </section>
      ))}
    </section>
  );
}
