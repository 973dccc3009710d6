// Runs before `next build` (see package.json): on Vercel without DATABASE_URL the survey would store
// answers on a function's throwaway disk, so the build closes it and says how to open it.
import { storeConfig } from '../lib/survey/store/store-config';

const config = storeConfig();
if (config.kind === 'closed') console.warn(`\n⚠ Packing survey: ${config.reason}\n`);
else console.log(`Packing survey: answers go to ${config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}.`);
