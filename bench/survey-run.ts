import { buildAndServe } from '../scripts/production-server';
import { printSurveyBenchmark, surveyBenchmark } from './survey-benchmark';

// `npm run bench:survey`: the survey's part of the benchmarks on its own (bench/run.ts runs it too).
const DIST_DIR = '.next-bench';
const app = await buildAndServe(DIST_DIR);
app.stop();
printSurveyBenchmark(await surveyBenchmark(DIST_DIR));
