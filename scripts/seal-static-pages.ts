// Runs after `next build` (see package.json) and finishes the prerendered pages with what only the
// built HTML can tell, so that they stay static files with no proxy before them:
// - a Content-Security-Policy per page that allows exactly its own inline scripts, by hash. Next.js
//   inlines each page's RSC payload as scripts whose text is known only once the page is rendered,
//   and a nonce would make every page dynamic. Each page's policy is stored with the page itself: in
//   its prerender metadata, which `next start` sends with it, and as the page's `initialHeaders` in
//   prerender-manifest.json, which Vercel's build gives the page's static file. One header rule in
//   routes-manifest.json covers every other path (404s, files, handlers). A rule per page would be
//   tested against every request the server takes: 54 of them cost every route, the API and MCP
//   included, about 6 % of its throughput under `next start` (issue 32).
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

/** The header rule for every path but the pages, which carry their own policy: one regular expression, tested once a request. */
function fallbackCspRule(pageRoutes: string[], hashes: string[]) {
  const slugs = pageRoutes.filter((route) => route !== '/').map((route) => route.slice(1));
  const notAPage = `(?!$|(?:${slugs.join('|')})/$)`;
  return buildCustomRoute('header', { source: `/:path(${notAPage}.*)`, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(hashes) }] });
}

/** What a page sends with itself under `next start`: its policy, and that its URL also answers Markdown. */
function storeWithPage(route: string, policy: string): void {
  const metaFile = builtFile(route, 'meta');
  const meta = readJson(metaFile);
  meta.headers = { ...meta.headers, vary: 'Accept', 'content-security-policy': policy };
  writeFileSync(metaFile, JSON.stringify(meta));
}

const prerenderManifestPath = join(distDir, 'prerender-manifest.json');
const prerenderManifest = readJson(prerenderManifestPath);
const pages = Object.keys(prerenderManifest.routes as Record<string, unknown>).flatMap((route) => {
  const html = FALLBACK_ROUTES.includes(route) ? undefined : builtHtml(route);
  return html === undefined ? [] : [{ route, policy: contentSecurityPolicy(inlineScriptHashes(html)) }];
});
const fallbackHashes = new Set(FALLBACK_ROUTES.flatMap((route) => inlineScriptHashes(builtHtml(route) ?? '')));

const routesManifest = readJson(routesManifestPath);
routesManifest.headers.push(fallbackCspRule(pages.map(({ route }) => route), [...fallbackHashes]));
writeFileSync(routesManifestPath, JSON.stringify(routesManifest));
for (const { route, policy } of pages) {
  storeWithPage(route, policy);
  prerenderManifest.routes[route].initialHeaders = { ...prerenderManifest.routes[route].initialHeaders, 'content-security-policy': policy };
}
writeFileSync(prerenderManifestPath, JSON.stringify(prerenderManifest));
console.log(`Sealed ${pages.length} prerendered pages: a Content-Security-Policy with the hashes of their inline scripts, and Vary: Accept.`);
