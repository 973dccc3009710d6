import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PlaceVerdict, VerdictBadge } from '../../_components/item-verdicts';
import { documentMetadata } from '../../_components/page-metadata';
import { itemDocument } from '@/lib/items/item-markdown';
import { itemCategoryTitles } from '@/lib/items/item-schema';
import { itemView, placeAnswerKey } from '@/lib/items/item-view';
import { catalogueItems, loadedCatalogue } from '@/lib/items/items';
import { verdictLine } from '@/lib/items/verdict-line';
import { answerPlaceLabel, onArrivalOnly, placeLabel } from '@/lib/items/verdict-words';
import { jsonLdScript, itemStructuredData } from '@/lib/seo/structured-data';
import { itemApiPath, itemMarkdownPath, itemPagePath, itemSocialImagePath, pagePath } from '@/lib/site/urls';

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueItems().map(({ slug }) => ({ slug }));
}

export async function generateMetadata(props: PageProps<'/items/[slug]'>): Promise<Metadata> {
  const { slug } = await props.params;
  const document = itemDocument(slug);
  if (!document) notFound();
  return documentMetadata({
    title: document.title,
    // The verdict itself, so that a search engine's snippet and a shared link answer before a click.
    description: verdictLine(slug)!,
    path: itemPagePath(slug),
    markdownPath: itemMarkdownPath(slug),
    imagePath: itemSocialImagePath(slug),
  });
}

/** An item's page: the verdict for the traveler's place first (`?from=`), then every other place, why, and the guides. */
export default async function ItemPage(props: PageProps<'/items/[slug]'>) {
  const { slug } = await props.params;
  const { from } = await props.searchParams;
  const view = itemView(slug, typeof from === 'string' ? from : undefined);
  const document = itemDocument(slug);
  if (!view || !document) notFound();
  const { item } = view;
  const guideTitles = loadedCatalogue().guideTitles;
  const allRules = [...view.first, ...view.others].flatMap((place) => place.rules);
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(itemStructuredData(item, document)) }} />
      <article className="page item-page">
        <header className="page-header">
          <p className="meta">{itemCategoryTitles[item.category]}</p>
          <h1>{document.title}</h1>
        </header>
        <form className="place-form" method="get" action={itemPagePath(slug)}>
          <label htmlFor="from">Flying from</label>
          <input id="from" type="text" name="from" defaultValue={view.from ?? ''} placeholder="US, GB, EU or LHR" autoComplete="off" spellCheck={false} />
          <button type="submit">Show</button>
        </form>
        {view.unreadFrom && (
          <p className="note" role="status">
            “{view.unreadFrom}” is not a place the rules name: type a two-letter country (US, GB), EU or an airport code (LHR). Showing the international baseline with the US and the UK.
          </p>
        )}
        <div className="item-verdicts">
          {view.first.map((place) => (
            <PlaceVerdict key={placeAnswerKey(place)} place={place} />
          ))}
        </div>
        {view.notCovered.length > 0 && view.from && (
          <p className="note">
            No rule here speaks for {placeLabel(view.from)} yet: ask{' '}
            {view.notCovered.map(({ place, ask }) => (ask.url ? <a key={place} href={ask.url}>{ask.name}</a> : <span key={place}>{ask.name}</span>))}.
          </p>
        )}
        <p className="final-say">The security officer and your airline have the final say.</p>
        {view.others.length > 0 && (
          <section>
            <h2>Other places</h2>
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Place</th>
                    <th scope="col">Cabin</th>
                    <th scope="col">Checked</th>
                  </tr>
                </thead>
                <tbody>
                  {view.others.map((place) => (
                    <tr key={placeAnswerKey(place)}>
                      <th scope="row">
                        {place.onArrival ? (
                          answerPlaceLabel(place.scope, true)
                        ) : (
                          <a href={`${itemPagePath(slug)}?from=${encodeURIComponent(place.scope.replace(/^airport:/, ''))}`}>{placeLabel(place.scope)}</a>
                        )}
                      </th>
                      <td><VerdictBadge verdict={place.cabin} /></td>
                      <td><VerdictBadge verdict={place.checked} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}
        <section>
          <h2>Why: each rule and its source</h2>
          <ul className="item-rules">
            {allRules.map((rule) => (
              <li key={rule.rule}>
                <strong>{answerPlaceLabel(rule.scope, onArrivalOnly(rule.enforced))}, {rule.owner}:</strong> {rule.reference}
                {rule.effectiveFrom ? `, in force since ${rule.effectiveFrom}` : ''}. {rule.note}{' '}
                <a href={rule.source.url}>{rule.source.title}</a> (checked {rule.source.checked})
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>Guides that discuss it</h2>
          <ul>
            {item.guides.map((guide) => (
              <li key={guide}>
                <a href={pagePath(guide)}>{guideTitles[guide] ?? guide}</a>
              </li>
            ))}
          </ul>
        </section>
        <p className="meta">
          Also called: {item.aliases.join(', ')}. As <a href={itemMarkdownPath(slug)}>Markdown</a> or <a href={itemApiPath(slug)}>JSON</a>.
        </p>
      </article>
    </>
  );
}
