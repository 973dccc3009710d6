import Link from 'next/link';
import { guidesByCategory } from '@/lib/content/catalogue';
import { pagePath } from '@/lib/site/urls';

/** Every guide, grouped by category: the homepage's main content. */
export function GuideDirectory() {
  return (
    <section aria-labelledby="guides" className="guide-directory">
      <h2 id="guides">Guides</h2>
      {guidesByCategory().map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`}>
          <h3 id={`category-${category.id}`}>{category.title}</h3>
          <ul>
            {category.guides.map((guide) => (
              <li key={guide.slug}>
                <Link href={pagePath(guide.slug)}>{guide.title}</Link>
                <p>{guide.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
