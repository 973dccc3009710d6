import { pageSlugs } from '@/lib/content/catalogue';
import { builtRoutes, type Route } from '@/lib/site/route-table';

/** A value for each named segment of the route table's patterns, for routes with one example. */
const EXAMPLE_SEGMENTS: Record<string, string> = { name: 'liquids-bag.svg', path: 'v2/pages' };

/** Routes named in full (`/search/`), which a pattern's examples leave to them. */
const namedInFull = () => new Set<string>(builtRoutes().map((route) => route.pattern).filter((pattern) => !pattern.includes(':')));

/**
 * Addresses a client sends to a route: for a pattern with `:slug`, every page's but those another
 * route names in full (so a matcher that catches one page is caught); otherwise one example.
 */
export function routeExamples(route: Route): string[] {
  if (!route.pattern.includes(':slug')) return [route.pattern.replace(/:(\w+)\*?/g, (_, name: string) => EXAMPLE_SEGMENTS[name])];
  const others = namedInFull();
  return pageSlugs()
    .map((slug) => route.pattern.replace(':slug', slug))
    .filter((path) => !others.has(path));
}

/** The hot paths: every address of a built route on which the proxy may not run. */
export const hotPathExamples = (): string[] => builtRoutes().filter((route) => !route.proxy).flatMap(routeExamples);

/** The addresses of the routes the proxy does run on. */
export const proxyPathExamples = (): string[] => builtRoutes().filter((route) => route.proxy).flatMap(routeExamples);
