import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const dynamic = 'force-static';

/**
 * The ALTCHA widget's SHA-256 solver, served from this origin as a file of its own: the widget's
 * default bundle would start it from a blob: URL, which the pages' CSP (worker-src falls back to
 * script-src 'self') refuses. Read once, at build time.
 */
const worker = readFileSync(join(process.cwd(), 'node_modules', 'altcha', 'dist', 'workers', 'sha.js'), 'utf8');

export function GET() {
  return new Response(worker, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
