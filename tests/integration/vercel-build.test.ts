import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitUntilServing } from '../../scripts/production-server';
import { jsonRpcReply, modernRequest, postMcp } from '../support/mcp-clients';
import { hotPathExamples, proxyPathExamples } from '../support/route-examples';
import { pageIndex } from '../support/served-pages';
import { fetchChallenge } from '../support/survey-client';
import { config as proxyConfig } from '../../proxy';
import { routePaths } from '@/lib/site/route-paths';
import { functionFiles, ON_VERCEL, type FunctionEnv, serveFunction, shippedBytes, unpackFunction, vercelBuild, type VercelBuild } from '../support/vercel-build';

type VercelRoute = { src?: string; middlewareRawSrc?: string[]; middlewarePath?: string; headers?: Record<string, string>; missing?: unknown[] };

const pagePaths = (await pageIndex(inject('baseUrl'))).map((page) => page.path);
/** Pages rendered per request, for a CSP nonce each: the survey results read the survey's store. */
const PER_REQUEST_PAGES = ['/survey-results/'];
const staticPagePaths = pagePaths.filter((path) => !PER_REQUEST_PAGES.includes(path));
let build: VercelBuild;

beforeAll(() => {
  build = vercelBuild();
}, 300_000);

// Removing the copy, a tree of hard links to every installed package, takes a while on a busy machine.
afterAll(() => build?.remove(), 120_000);

const functionDir = (route: string) => join(build.output, 'functions', `${route}.func`);
const functionConfig = (route: string) => JSON.parse(readFileSync(join(functionDir(route), '.vc-config.json'), 'utf8'));
const routes = () => (JSON.parse(readFileSync(join(build.output, 'config.json'), 'utf8')) as { routes: VercelRoute[] }).routes;

describe('the Vercel build', () => {
  it.each(['api/pages.json', 'api/search', 'index.md', '[slug]/index.md', 'mcp', 'openapi.json', 'llms.txt'])('serves /%s from a function on Node.js 24', (route) => {
    expect(functionConfig(route).runtime).toBe('nodejs24.x');
  });

  it('prerenders every page but the survey results as static HTML', () => {
    for (const path of staticPagePaths) {
      const name = path === '/' ? 'index' : path.slice(1, -1);
      expect(existsSync(join(build.output, 'functions', `${name}.prerender-fallback.html`)), path).toBe(true);
    }
  });

  it('runs middleware on no hot path of the route table: only on the per-request pages and addresses that redirect', () => {
    const middleware = routes().filter((route) => route.middlewarePath !== undefined);
    expect(middleware.flatMap((route) => route.middlewareRawSrc)).toEqual(proxyConfig.matcher.map((matcher) => (typeof matcher === 'string' ? matcher : matcher.source)));
    // The client router's requests for the survey results' data pass the proxy by, as next start lets them.
    const results = middleware.find((route) => route.middlewareRawSrc?.includes(routePaths.surveyResults));
    expect(results?.missing).toContainEqual({ type: 'header', key: 'rsc' });
    const conditions = middleware.map((route) => new RegExp(route.src ?? ''));
    expect(hotPathExamples().filter((path) => conditions.some((condition) => condition.test(path)))).toEqual([]);
    for (const path of proxyPathExamples()) expect(conditions.some((condition) => condition.test(path)), path).toBe(true);
  });

  it('gives every static page its own Content-Security-Policy, stored with the page, and every other path one header rule', () => {
    for (const path of staticPagePaths) {
      const name = path === '/' ? 'index' : path.slice(1, -1);
      const config = JSON.parse(readFileSync(join(build.output, 'functions', `${name}.prerender-config.json`), 'utf8')) as { initialHeaders?: Record<string, string> };
      expect(config.initialHeaders?.['content-security-policy'], path).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    }
    const rules = routes().filter((route) => route.headers?.['Content-Security-Policy']);
    expect(rules).toHaveLength(1);
    const fallback = new RegExp(rules[0]!.src ?? '');
    expect(staticPagePaths.filter((path) => fallback.test(path))).toEqual([]);
    for (const path of ['/no-such-page/', '/api/search', '/favicon.svg', ...PER_REQUEST_PAGES]) expect(fallback.test(path), path).toBe(true);
  });

  it('uses one function runtime for everything it deploys', () => {
    const runtimes = new Set(
      readdirSync(join(build.output, 'functions'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.vc-config.json'))
        .map((file) => JSON.parse(readFileSync(join(build.output, 'functions', file), 'utf8')).runtime),
    );
    expect([...runtimes]).toEqual(['nodejs24.x']);
  });
});

const MiB = 2 ** 20;
/** The functions an app, an agent or an assistant wakes up: the API, MCP and the Markdown mirrors; and the search page. */
const LEAN_FUNCTIONS = ['api/search', 'api/pages.json', 'mcp', 'index.md', '[slug]/index.md', 'llms.txt', 'search'];
/** Where the survey runs: its answers, its challenge and its results read the store. */
const SURVEY_FUNCTIONS = ['survey/submit', 'survey/challenge', 'survey-results', 'survey-results/index.md'];
const PGLITE_RUNTIME = ['node_modules/@electric-sql/pglite/dist/pglite.wasm', 'node_modules/@electric-sql/pglite/dist/pglite.data'];

/** Serves one function unpacked alone, runs `use` against it, and removes it. */
async function withFunction(route: string, env: FunctionEnv, readyPath: string, use: (baseUrl: string) => Promise<void>): Promise<void> {
  const unpacked = unpackFunction(build.output, route);
  const { server, baseUrl, stop } = serveFunction(process.execPath, await getPort(), unpacked.folder, env);
  try {
    await waitUntilServing(`${baseUrl}${readyPath}`, server);
    await use(baseUrl);
  } finally {
    stop();
    unpacked.remove();
  }
}

describe('what each Vercel function ships', () => {
  it.each(LEAN_FUNCTIONS)('/%s ships at most 15 MiB, with no PGlite and no libvips', (route) => {
    const files = functionFiles(build.output, route);
    expect(shippedBytes(files) / MiB).toBeLessThanOrEqual(15);
    expect([...files.keys()].filter((file) => PGLITE_RUNTIME.includes(file) || file.includes('sharp-libvips'))).toEqual([]);
  });

  it.each(SURVEY_FUNCTIONS)('/%s ships PGlite, the PostgreSQL driver and the migrations', (route) => {
    const files = [...functionFiles(build.output, route).keys()];
    expect(files).toEqual(expect.arrayContaining([...PGLITE_RUNTIME, 'node_modules/pg/lib/index.js', 'lib/survey/store/migrations/0001_survey_answers.sql']));
  });

  it('answers search and MCP from the lean function alone, survey results included (closed on Vercel without a database)', async () => {
    await withFunction('mcp', ON_VERCEL, '/api/search?q=power+bank', async (baseUrl) => {
      const search = (await (await fetch(`${baseUrl}/api/search?q=power+bank`)).json()) as { results: { url: string }[] };
      expect(search.results.map((hit) => hit.url)).toContainEqual(expect.stringMatching(/\/electronics-and-batteries\/$/));
      const call = modernRequest(1, 'tools/call', { name: 'get_page', arguments: { url_or_slug: 'survey-results' } });
      const reply = await jsonRpcReply(await postMcp(baseUrl, call.body, call.headers));
      expect(reply.result?.isError).not.toBe(true);
      expect(reply.result?.content?.[0]?.text).toContain('The survey is closed on this deployment');
    });
  });

  it('takes a survey challenge from the survey function alone, on PGlite when no database is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'packwise-function-survey-'));
    try {
      await withFunction('survey/challenge', { NODE_ENV: 'production', SURVEY_DATA_DIR: dataDir }, '/survey/challenge', async (baseUrl) => {
        // Signed with the secret the store keeps: the challenge exists only once PGlite has opened its folder.
        expect((await fetchChallenge(baseUrl)).signature).toEqual(expect.any(String));
        expect(readdirSync(dataDir)).toContain('PG_VERSION');
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
