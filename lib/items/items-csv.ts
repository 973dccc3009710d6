import { stringify } from 'csv-stringify/sync';
import { itemRuleAnswers } from './check-item';
import { NEWEST } from './item-api';
import { catalogueItems, loadedCatalogue } from './items';

const COLUMNS = ['slug', 'name', 'category', 'typical_grams', 'rule', 'owner', 'scope', 'cabin', 'checked', 'conditions', 'note', 'source_url', 'source_checked'] as const;

/** A bag's limits in a cell: "maxWhWithoutApproval 100 Wh, over: airline-approval; …". */
const conditionsText = (conditions: readonly { limit: string; value: number; unit: string; over: string }[]) =>
  conditions.map(({ limit, value, unit, over }) => `${limit} ${value} ${unit}, over: ${over}`).join('; ');

/** GET /api/items.csv: one row per item and rule, for a spreadsheet; the same data as /api/items/{slug}. */
export function itemsCsv(): string {
  const catalogue = loadedCatalogue();
  const rows = catalogueItems().flatMap((item) =>
    itemRuleAnswers(catalogue, item, { date: NEWEST }).map((rule) => ({
      slug: item.slug,
      name: item.name,
      category: item.category,
      typical_grams: item.typicalGrams ?? '',
      rule: rule.rule,
      owner: rule.owner,
      scope: rule.scope,
      cabin: rule.cabin?.verdict ?? '',
      checked: rule.checked?.verdict ?? '',
      conditions: conditionsText([...(rule.cabin?.conditions ?? []), ...(rule.checked?.conditions ?? [])]),
      note: rule.note ?? '',
      source_url: rule.source.url,
      source_checked: rule.source.checked,
    })),
  );
  return stringify(rows, { header: true, columns: [...COLUMNS], quoted: true, record_delimiter: 'windows' });
}
