import { printVercelColdStarts, vercelColdStarts } from './vercel-cold-start';

// `npm run bench:cold-start`: the Vercel functions' cold starts on their own (bench/run.ts runs them too).
printVercelColdStarts(await vercelColdStarts());
