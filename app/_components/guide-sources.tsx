import { formatCalendarDate } from '@/lib/site/calendar-date';
import type { CataloguePage } from '@/lib/content/catalogue';
import { sourceKindLabel, sourcesInCitationOrder } from '@/lib/content/sources';

export const SOURCES_ANCHOR = 'sources';

/** Where a guide's rules come from, and when they were last checked against those pages. */
export function GuideSources({ guide }: { guide: CataloguePage }) {
  if (!guide.reviewed) return null;
  return (
    <section aria-labelledby={SOURCES_ANCHOR} className="sources">
      <h2 id={SOURCES_ANCHOR}>Sources</h2>
      <p>
        Rules checked on <time dateTime={guide.reviewed}>{formatCalendarDate(guide.reviewed)}</time> against these pages. Where they and your airline or airport differ, theirs is the rule that applies.
      </p>
      <ol>
        {sourcesInCitationOrder(guide).map((source) => (
          <li key={source.url}>
            <a href={source.url}>{source.title}</a>, {source.publisher} ({sourceKindLabel[source.kind]}
            {source.readVia && (
              <>
                , read via <a href={source.readVia.url}>{source.readVia.publisher}</a>
              </>
            )}
            {/* Most sources are read on the review day, already given above; only the others say when. */}
            {source.checked !== guide.reviewed && (
              <>
                , checked <time dateTime={source.checked}>{formatCalendarDate(source.checked)}</time>
              </>
            )}
            )
          </li>
        ))}
      </ol>
    </section>
  );
}
