// Runs after `next build` (see package.json) and finishes the prerendered pages with what only the
// built HTML can tell, so that they stay static files with no proxy before them:
// - a Content-Security-Policy per page that allows exactly its own inline scripts, by hash. Next.js
//   inlines each page's RSC payload as scripts whose text is known only once the page is rendered,
//   and a nonce would make every page dynamic. The rules join the build's header rules in
//   routes-manifest.json, which both `next start` and Vercel's build read.
// - `Vary: Accept` in each page's prerender metadata: a page URL also answers with Markdown
//   (next.config.ts), and `next start` replaces the Vary of next.config.ts headers with its own on
//   app pages, while it appends the headers stored with a prerendered page.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { contentSecurityPolicy, inlineScriptHashes } from '../lib/http/content-security-policy';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const appDir = join(distDir, 'server', 'app');
const routesManifestPath = join(distDir, 'routes-manifest.json');

/** What Next renders for any path that is not a page: the 404 page, or the error page. */
const FALLBACK_ROUTES = ['/_not-found', '/_global-error'];

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const builtFile = (route: string, extension: string) => join(appDir, `${route === '/' ? 'index' : route.slice(1)}.${extension}`);

function builtHtml(route: string): string | undefined {
  const file = builtFile(route, 'html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function cspRule(source: string, hashes: string[]) {
  return buildCustomRoute('header', { source, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(hashes) }] });
}

function addVaryAccept(route: string): void {
  const metaFile = builtFile(route, 'meta');
  const meta = readJson(metaFile);
  meta.headers = { ...meta.headers, vary: 'Accept' };
  writeFileSync(metaFile, JSON.stringify(meta));
}

const pages = Object.keys(readJson(join(distDir, 'prerender-manifest.json')).routes as Record<string, unknown>).flatMap((route) => {
  const html = FALLBACK_ROUTES.includes(route) ? undefined : builtHtml(route);
  return html === undefined ? [] : [{ route, html }];
});
const fallbackHashes = new Set(FALLBACK_ROUTES.flatMap((route) => inlineScriptHashes(builtHtml(route) ?? '')));

// Rules apply in order and a later value of the same header wins: the fallback covers every other
// path (404s, files, handlers), and each page's own rule replaces it on that page.
const routesManifest = readJson(routesManifestPath);
routesManifest.headers.push(
  cspRule('/:path*', [...fallbackHashes]),
  ...pages.map(({ route, html }) => cspRule(route === '/' ? '/' : `${route}/`, inlineScriptHashes(html))),
);
writeFileSync(routesManifestPath, JSON.stringify(routesManifest));
pages.forEach(({ route }) => addVaryAccept(route));
console.log(`Sealed ${pages.length} prerendered pages: a Content-Security-Policy with the hashes of their inline scripts, and Vary: Accept.`);
