/**
 * Import boundaries between the layers (docs/decisions.md, "Import boundaries"), checked by `npm run boundaries`
 * in the checks stage of `npm test`. A rule broken by a new import fails the run.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'islands-through-lib',
      comment:
        'Islands reach the platform only through src/lib (its api client and stores), never the server or platform code.',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: '^(platform|src/server)/' },
    },
    {
      name: 'platform-not-src',
      comment: 'The platform stands on its own: what it shares with the site lives in contract/.',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: '^src/' },
    },
    {
      name: 'platform-only-in-server',
      comment: 'src/server is the one place that composes the site with the platform.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/server/' },
      to: { path: '^platform/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'Both sides import the contract, so it imports neither.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { path: '^(src|platform)/' },
    },
    {
      name: 'lib-not-islands',
      comment: 'Framework-free code never reaches into the React islands.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/islands/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
