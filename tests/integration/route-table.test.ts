import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import nextConfig from '../../next.config';
import { hotPathExamples, proxyPathExamples, routeExamples } from '../support/route-examples';
import { builtRoutes, ROUTES, type RoutePattern } from '@/lib/site/route-table';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
const readJson = (file: string) => JSON.parse(readFileSync(join(distDir, file), 'utf8'));

/** The routes `next build` made from app/, as its manifest names them (`/[slug]/index.md`, `/api/[[...path]]`). */
const NEXT_OWN = ['/_global-error', '/_not-found'];
const builtAppRoutes = (Object.values(readJson('app-path-routes-manifest.json')) as string[]).filter((route) => !NEXT_OWN.includes(route));

/** A table pattern as the build's manifest names its folder. */
const manifestName = (pattern: RoutePattern) =>
  pattern === '/'
    ? '/'
    : pattern
        .replace(/\/$/, '')
        .replace(/:(\w+)\*/g, '[[...$1]]')
        .replace(/:(\w+)/g, '[$1]');

/** The proxy's matchers, as `next build` compiled them for `next start`. */
const proxyMatchers = (readJson('server/functions-config-manifest.json').functions['/_middleware'].matchers as { regexp: string }[]).map((matcher) => new RegExp(matcher.regexp));

describe('the route table (lib/site/route-table.ts)', () => {
  it('names every route the build has, and the build has every route it names but those still planned', () => {
    const served = builtRoutes().filter((route) => !route.rewriteTo && !route.publicFile);
    expect(served.map((route) => manifestName(route.pattern)).sort()).toEqual([...builtAppRoutes].sort());
  });

  it('names each rewrite as next.config.ts writes it, and each public file as public/ holds it', async () => {
    const { afterFiles } = (await nextConfig.rewrites!()) as { afterFiles: { source: string; destination: string }[] };
    for (const route of builtRoutes().filter((candidate) => candidate.rewriteTo)) {
      expect(afterFiles).toContainEqual({ source: route.pattern, destination: route.rewriteTo });
    }
    for (const route of builtRoutes().filter((candidate) => candidate.publicFile)) {
      for (const path of routeExamples(route)) expect(existsSync(join('public', path)), path).toBe(true);
    }
  });

  it('plans the routes the open issues add, none of them run by the proxy', () => {
    const planned = ROUTES.filter((route) => route.plannedIn !== undefined);
    expect(new Set(planned.map((route) => route.plannedIn))).toEqual(new Set([41]));
    expect(planned.filter((route) => route.proxy)).toEqual([]);
  });
});

describe('no proxy on the hot paths', () => {
  it.each(hotPathExamples())('%s is matched by none of the proxy\'s matchers', (path) => {
    expect(proxyMatchers.filter((matcher) => matcher.test(path)).map(String)).toEqual([]);
  });

  it.each(proxyPathExamples())('%s, where the proxy does what nothing else can, is matched', (path) => {
    expect(proxyMatchers.some((matcher) => matcher.test(path))).toBe(true);
  });
});

describe.each(builtRoutes().filter((route) => !route.publicFile))('$pattern, served', (route) => {
  const [path] = routeExamples(route);
  // Each route's own first method; a refused request (no q, no body) still answers with the route's headers.
  const method = route.methods[0];

  it(`is${route.cors ? '' : ' not'} readable from other origins`, async () => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers: { origin: 'https://app.example' }, redirect: 'manual' });
    expect(response.status, `${method} ${path}`).toBeLessThan(500);
    expect(response.headers.get('access-control-allow-origin')).toBe(route.cors ? '*' : null);
  });
});

// Static pages are files Next serves as they are, whatever the method (README, "Routes"); every route
// with a handler or the proxy in front answers a write it does not take with 405 and what it allows.
describe.each(builtRoutes().filter((route) => route.cors || route.proxy))('$pattern, written to', (route) => {
  it(`answers 405, allowing ${route.methods.join(', ')}`, async () => {
    const [path] = routeExamples(route);
    const refused = ['PUT', 'DELETE', 'PATCH', 'POST'].find((candidate) => !route.methods.includes(candidate))!;
    const response = await fetch(`${baseUrl}${path}`, { method: refused });
    expect(response.status, `${refused} ${path}`).toBe(405);
    expect(response.headers.get('allow')).toBe(route.methods.join(', '));
  });
});
