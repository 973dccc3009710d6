import { GuideList } from './guide-list';
import { guidesByCategory } from '@/lib/content/catalogue';

/** Every guide, grouped by category: the homepage's main content. */
export function GuideDirectory() {
  return (
    <section aria-labelledby="guides" className="guide-directory">
      <h2 id="guides">Guides</h2>
      {guidesByCategory().map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h3 id={`category-${category.id}`}>{category.title}</h3>
          <GuideList guides={category.guides} />
        </section>
      ))}
    </section>
  );
}
