import { formatCalendarDate } from '@/lib/site/calendar-date';
import type { CataloguePage } from '@/lib/content/catalogue';
import { siteIdentity } from '@/lib/site/site-identity';
import { absoluteUrl, pagePath, routePaths } from '@/lib/site/urls';

/**
 * How to cite the page: its title, the publisher, its address and date, which also foot a printed
 * sheet. The not-airline-policy note is in the site footer, once.
 */
export function PageSource({ page }: { page: CataloguePage }) {
  return (
    <footer className="page-source">
      <p className="citation">
        Cite as “{page.title}”, {siteIdentity.publisher}, {absoluteUrl(pagePath(page.slug))}, updated {formatCalendarDate(page.dateModified)}
      </p>
      {page.kind !== 'home' && (
        <p>
          <a href={routePaths.guides}>All guides</a>
        </p>
      )}
    </footer>
  );
}
