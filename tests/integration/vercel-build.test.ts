import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pageIndex } from '../support/served-pages';

type VercelRoute = { src?: string; middlewareRawSrc?: string[]; middlewarePath?: string; headers?: Record<string, string> };

const pagePaths = (await pageIndex(inject('baseUrl'))).map((page) => page.path);
/** Pages rendered per request, for a CSP nonce each: the survey results read the survey's store. */
const PER_REQUEST_PAGES = ['/survey-results/'];
const staticPagePaths = pagePaths.filter((path) => !PER_REQUEST_PAGES.includes(path));
let project: string;
let output: string;

const VERCEL_TOOL = join(process.cwd(), 'tools', 'vercel');
const vercelCli = join(VERCEL_TOOL, 'node_modules', '.bin', 'vercel');

/** The CLI lives in its own folder (see tools/vercel/package.json): installed on first use. */
function installVercelCli(): void {
  if (existsSync(vercelCli)) return;
  const install = spawnSync('npm', ['install', '--prefix', VERCEL_TOOL, '--no-audit', '--no-fund'], { encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`npm install --prefix tools/vercel failed:\n${install.stdout}\n${install.stderr}`);
}

/** Vercel's own build, run offline on a copy of the committed files as a fresh clone would have them. */
beforeAll(() => {
  installVercelCli();
  project = mkdtempSync(join(tmpdir(), 'packwise-vercel-'));
  for (const file of execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(project, file)), { recursive: true });
    cpSync(file, join(project, file));
  }
  // Hard links: the same installed packages without copying a gigabyte.
  execFileSync('cp', ['-al', 'node_modules', join(project, 'node_modules')]);
  mkdirSync(join(project, '.vercel'));
  writeFileSync(join(project, '.vercel', 'project.json'), JSON.stringify({ projectId: 'prj_local', orgId: 'team_local', settings: { framework: 'nextjs' } }));
  const build = spawnSync(vercelCli, ['build', '--yes'], { cwd: project, encoding: 'utf8', env: { ...process.env, NEXT_DIST_DIR: '' } });
  if (build.status !== 0) throw new Error(`vercel build failed:\n${build.stdout}\n${build.stderr}`);
  output = join(project, '.vercel', 'output');
}, 300_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

const functionDir = (route: string) => join(output, 'functions', `${route}.func`);
const functionConfig = (route: string) => JSON.parse(readFileSync(join(functionDir(route), '.vc-config.json'), 'utf8'));
const routes = () => (JSON.parse(readFileSync(join(output, 'config.json'), 'utf8')) as { routes: VercelRoute[] }).routes;

describe('the Vercel build', () => {
  it.each(['api/pages.json', 'api/search', 'index.md', '[slug]/index.md', 'mcp', 'openapi.json', 'llms.txt'])('serves /%s from a function on Node.js 24', (route) => {
    expect(functionConfig(route).runtime).toBe('nodejs24.x');
  });

  it('prerenders every page but the survey results as static HTML', () => {
    for (const path of staticPagePaths) {
      const name = path === '/' ? 'index' : path.slice(1, -1);
      expect(existsSync(join(output, 'functions', `${name}.prerender-fallback.html`)), path).toBe(true);
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
      readdirSync(join(output, 'functions'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.vc-config.json'))
        .map((file) => JSON.parse(readFileSync(join(output, 'functions', file), 'utf8')).runtime),
    );
    expect([...runtimes]).toEqual(['nodejs24.x']);
  });
});
