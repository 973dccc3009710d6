import { buildApp } from '../scripts/production-server';
import { compareWithRelease, printReleaseComparison } from './release-comparison';

// `npm run bench:release`: this build against the previous release alone, the comparison `npm run bench` also makes.
const DIST_DIR = '.next-bench';

buildApp({ ...process.env, NEXT_DIST_DIR: DIST_DIR, SITE_URL: 'http://127.0.0.1:3000' });
printReleaseComparison(await compareWithRelease(DIST_DIR));
