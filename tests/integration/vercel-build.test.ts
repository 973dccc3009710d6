import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageIndex } from '../support/served-pages';
import { vercelBuild, type VercelBuild } from '../support/vercel-build';

type VercelRoute = { src?: string; middlewareRawSrc?: string[]; middlewarePath?: string; headers?: Record<string, string> };

const pagePaths = (await pageIndex(inject('baseUrl'))).map((page) => page.path);
/** Pages rendered per request, for a CSP nonce each: the survey results read the survey's store. */
const PER_REQUEST_PAGES = ['/survey-results/'];
const staticPagePaths = pagePaths.filter((path) => !PER_REQUEST_PAGES.includes(path));
let build: VercelBuild;

beforeAll(() => {
  build = vercelBuild();
}, 300_000);

afterAll(() => build?.remove());

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

  it('runs middleware on no static page route: only the per-request search page and survey results get one (for their CSP nonce)', () => {
    const middleware = routes().filter((route) => route.middlewarePath !== undefined);
    expect(middleware.flatMap((route) => route.middlewareRawSrc)).toEqual(['/search/', ...PER_REQUEST_PAGES]);
    for (const route of middleware) {
      for (const path of staticPagePaths) expect(new RegExp(route.src ?? '').test(path), path).toBe(false);
    }
  });

  it('gives every page its own Content-Security-Policy', () => {
    const policies = routes().filter((route) => route.headers?.['Content-Security-Policy']);
    for (const path of pagePaths) expect(policies.some((route) => new RegExp(route.src ?? '').test(path)), path).toBe(true);
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
