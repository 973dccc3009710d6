import type { CataloguePage } from '@/lib/content/catalogue';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, pagePath, routePaths } from '@/lib/site/urls';

/** Where the page comes from and how to cite it; guides add the not-airline-policy note. */
export function PageSource({ page }: { page: CataloguePage }) {
  return (
    <footer className="page-source">
      {page.kind === 'guide' && <p className="note">{siteIdentity.guidanceNote}</p>}
      <p>
        Cite as “{page.title}”, {siteIdentity.publisher}, {absoluteUrl(pagePath(page.slug))}
      </p>
      {page.kind !== 'home' && (
        <p>
          <a href={routePaths.guides}>All guides</a>
        </p>
      )}
    </footer>
  );
}
