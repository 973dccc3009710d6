import type { Metadata } from 'next';
import { CHANGE_FEED_LINKS } from '../_components/page-metadata';
import { bagSummary } from '@/lib/airlines/airline-markdown';
import { comparisonRows, comparisonSorts, readView, type ComparisonSort, type ComparisonView } from '@/lib/airlines/airline-comparison';
import { airlineRegions, fareFamilies } from '@/lib/airlines/airline-schema';
import { allAirlines } from '@/lib/airlines/airlines';
import { airlinePagePath, routePaths } from '@/lib/site/urls';

const TITLE = 'Airline baggage allowances side by side';
const DESCRIPTION = 'The personal item, cabin bag and checked bags of 30 airlines, fare by fare, each figure from a named page with the day it was checked.';

export const metadata: Metadata = {
  title: TITLE,
  description: DESCRIPTION,
  alternates: { canonical: routePaths.airlines, types: { 'application/json': routePaths.airlinesApi, ...CHANGE_FEED_LINKS } },
};

const FAMILY_NAMES = { basic: 'Basic or light', standard: 'Standard', premium: 'Premium' } as const;
const REGION_NAMES = { us: 'United States', europe: 'Europe', 'gulf-asia-pacific': 'Gulf and Asia-Pacific', canada: 'Canada' } as const;
const SORT_NAMES: Readonly<Record<ComparisonSort, string>> = {
  name: 'Airline name',
  'cabin-bag': 'Largest cabin bag',
  'personal-item': 'Largest personal item',
  'cabin-weight': 'Heaviest cabin bag',
};
const COLUMNS = ['Airline', 'Fare', 'Personal item', 'Cabin bag', 'Checked bags'];

/**
 * /airlines/: one fare family of every airline in a table, filtered and sorted by a GET form, so it
 * works without JavaScript; on a phone each row is a card, as the guides' tables are.
 */
export default async function AirlinesPage(props: PageProps<'/airlines'>) {
  const view = readView(await props.searchParams);
  const rows = comparisonRows(view);
  return (
    <article className="page airlines-index">
      <header className="page-header">
        <h1>{TITLE}</h1>
        <p className="lead">{DESCRIPTION}</p>
      </header>
      <ViewForm view={view} />
      <p role="status">
        {rows.length} of {allAirlines().length} airlines, {FAMILY_NAMES[view.family].toLowerCase()} fares{view.region ? `, ${REGION_NAMES[view.region]}` : ''}, by {SORT_NAMES[view.sort].toLowerCase()}.
      </p>
      {/* In .prose, the table takes the guides' table styles, and their cards on a phone. */}
      <div className="prose">
        <div className="table-frame" data-layout="cards">
          <div className="table-scroll" role="region" aria-label="Allowances (table)" tabIndex={0}>
            <table role="table">
              <thead role="rowgroup">
                <tr role="row">
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" role="columnheader">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {rows.map(({ airline, fare }) => (
                  <tr key={`${airline.iata}-${fare.fareName}`} role="row">
                    <td role="cell" data-label="Airline:">
                      <a href={airlinePagePath(airline.iata)}>{airline.name}</a>
                    </td>
                    <td role="cell" data-label="Fare:">{fare.fareName}</td>
                    <td role="cell" data-label="Personal item:">{bagSummary(fare.personalItem)}</td>
                    <td role="cell" data-label="Cabin bag:">
                      {bagSummary(fare.cabinBag)}
                      {fare.combinedMaxKg !== undefined && ` (both bags ${fare.combinedMaxKg} kg together)`}
                    </td>
                    <td role="cell" data-label="Checked bags:">{bagSummary(fare.checked)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </div>
      <p className="final-say">Allowances change with fares and routes: the airline and the gate agent have the final say.</p>
      <p className="meta">
        The same data as <a href={routePaths.airlinesApi}>JSON</a>; assistants can compare a bag against it with the MCP tool check_bag.
      </p>
    </article>
  );
}

/** The filters and the order, as a GET form: the address of any view can be shared. */
function ViewForm({ view }: { view: ComparisonView }) {
  return (
    <form className="airline-view" method="get" action={routePaths.airlines}>
      <label>
        Fare
        <select name="fare" defaultValue={view.family}>
          {fareFamilies.map((family) => (
            <option key={family} value={family}>
              {FAMILY_NAMES[family]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Region
        <select name="region" defaultValue={view.region ?? ''}>
          <option value="">All</option>
          {airlineRegions.map((region) => (
            <option key={region} value={region}>
              {REGION_NAMES[region]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Order
        <select name="sort" defaultValue={view.sort}>
          {comparisonSorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_NAMES[sort]}
            </option>
          ))}
        </select>
      </label>
      <label className="checkbox">
        <input type="checkbox" name="cabin" value="included" defaultChecked={view.includedCabinBag} /> Cabin bag included
      </label>
      <button type="submit">Show</button>
    </form>
  );
}
