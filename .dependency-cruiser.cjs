/**
 * The import rules of lib/ (tests/unit/import-rules.test.ts runs them): no circle, nothing below
 * reaches up, and search's stages import only what comes before them (lib/search/README.md).
 */

/** lib/search's folders, lowest first: each may import from the folders before it, never after. */
const SEARCH_LAYERS = ['words', 'english', 'learned', 'index', 'query', 'retrieval', 'coverage', 'ranking', 'excerpt'];

const searchLayerRules = SEARCH_LAYERS.map((layer, position) => ({
  name: `search-${layer}-imports-lower-layers-only`,
  comment: `lib/search/${layer} may import ${SEARCH_LAYERS.slice(0, position).join(', ') || 'no other folder of lib/search'}, not the stages above it or the files that compose them`,
  severity: 'error',
  from: { path: `^lib/search/${layer}/` },
  to: { path: '^lib/search/', pathNot: [`^lib/search/(${SEARCH_LAYERS.slice(0, position + 1).join('|')})/`] },
}));

module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'A module never imports itself through others', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'lib-stays-below-app-and-tests',
      comment: 'The library serves the app, the tests and the benchmarks; its data lives in content/',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|tests|bench|scripts)/' },
    },
    { name: 'site-stays-below-api', comment: 'lib/site is what lib/api builds on', severity: 'error', from: { path: '^lib/site/' }, to: { path: '^lib/api/' } },
    ...searchLayerRules,
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with; swc reads TypeScript.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
