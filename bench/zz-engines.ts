import { compareSearchEngines, indexLoadMs } from './search-benchmark';
const engines = compareSearchEngines();
console.log(JSON.stringify({ engines, indexLoadMs: indexLoadMs() }, null, 1));
