// `npm run content:check-sources`: reads every page the guides cite and reports the quotes no longer
// on it, the addresses that moved and those that failed. It needs a network, so it reports and never
// fails; tests/unit/source-drift.test.ts runs the same check against a local server.
import { allPages } from 'contentlayer/generated';
import { toPageContent } from '../lib/content/page-document';
import { checkAddresses, citedAddresses, driftReport } from '../lib/content/source-drift';

const guides = allPages.map(toPageContent).filter((page) => page.kind === 'guide');
const addresses = citedAddresses(guides);
console.log(`Reading ${addresses.length} addresses cited by ${guides.length} guides…\n`);
console.log(driftReport(await checkAddresses(addresses, { timeoutMs: 20_000, concurrency: 6 })));
