// `npm run content:dates`: brings content/dates.json up to date after pages were edited. A page whose
// text changed, or a new page, is dated today (UTC); every other page keeps its date; a page that is
// gone leaves the ledger. `npm test` fails while the ledger is behind the pages.
import { writeFileSync } from 'node:fs';
import { allCorrections, allPages, allRules } from 'contentlayer/generated';
import { buildContentLibrary } from '../lib/content/content-library';
import { DATES_FILE, dateLedgerSchema, type DatedText } from '../lib/content/page-dates';
import { pageTextHash } from '../lib/content/page-text-hash';
import ledger from '../content/dates.json';

const known = dateLedgerSchema.parse(ledger);
const today = new Date().toISOString().slice(0, 10);
const updated: Record<string, DatedText> = {};
// Pages as readers read them, rule figures filled in: a figure changed in content/rules/ dates every page that shows it.
const { pages } = buildContentLibrary({ pages: allPages, rules: allRules, corrections: allCorrections });
for (const page of [...pages].sort((a, b) => a.sourceFile.localeCompare(b.sourceFile))) {
  const text = pageTextHash(page);
  const entry = known[page.sourceFile];
  updated[page.sourceFile] = entry?.text === text ? entry : { text, dateModified: today };
  if (entry?.text !== text) console.log(`${page.sourceFile}: ${entry ? 'changed' : 'new'}, dated ${today}`);
}
for (const file of Object.keys(known).filter((file) => !(file in updated))) console.log(`${file}: gone, left out`);
writeFileSync(DATES_FILE, `${JSON.stringify(updated, null, 2)}\n`);
