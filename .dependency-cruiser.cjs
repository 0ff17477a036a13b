/**
 * Import boundaries between the layers (docs/decisions.md, "Import boundaries"), checked by `npm run boundaries`
 * in the checks stage of `npm test`. A rule broken by a new import fails the run.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circle',
      comment:
        'No import circle in the platform or the contract, type-only imports included: each file reads on top of ' +
        'the ones it imports (the module-level circles are scripts/check-modules.ts).',
      severity: 'error',
      from: { path: '^(platform|contract)/' },
      to: { circular: true },
    },
    {
      name: 'module-door',
      comment:
        'A module is entered by its door (index.ts) only: another module never reaches its inner files (docs/architecture.md).',
      severity: 'error',
      from: { path: '^platform/modules/([^/]+)/' },
      to: {
        path: '^platform/modules/[^/]+/',
        pathNot: ['^platform/modules/$1/', '^platform/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'module-door-from-outside',
      comment:
        "Outside the modules, only the platform's composers name a module's parts: platform/modules.ts its module.ts, " +
        'the database type its tables.ts, the message catalogue its refusal-texts.ts; everything else goes through index.ts.',
      severity: 'error',
      from: {
        path: '^(src|contract|platform|scripts)/',
        pathNot: '^(platform/modules/|platform/modules\\.ts$|platform/db/|platform/http/messages\\.ts$)',
      },
      to: { path: '^platform/modules/[^/]+/', pathNot: '^platform/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'module-descriptor-only-to-the-list',
      comment: 'platform/modules.ts assembles the modules from their module.ts (and uses their doors for the parts).',
      severity: 'error',
      from: { path: '^platform/modules\\.ts$' },
      to: { path: '^platform/modules/[^/]+/', pathNot: '^platform/modules/[^/]+/(index|module)\\.ts$' },
    },
    {
      name: 'module-tables-only-to-the-database',
      comment:
        "The database type (and the seed that fills it) compose the modules' table types, nothing else of theirs.",
      severity: 'error',
      from: { path: '^platform/db/' },
      to: { path: '^platform/modules/[^/]+/', pathNot: '^platform/modules/[^/]+/(index|tables)\\.ts$' },
    },
    {
      name: 'module-texts-only-to-the-catalogue',
      comment: "The message catalogue composes the modules' refusal texts, nothing else of theirs.",
      severity: 'error',
      from: { path: '^platform/http/messages\\.ts$' },
      to: { path: '^platform/modules/[^/]+/', pathNot: '^platform/modules/[^/]+/(index|refusal-texts)\\.ts$' },
    },
    {
      name: 'vendor-door',
      comment:
        'The built-in game vendor is a separate party: the platform installs it and reads its feeds through its door ' +
        '(platform/vendor/index.ts); the database type composes its tables.',
      severity: 'error',
      from: { path: '^(src|contract|platform|scripts)/', pathNot: '^platform/vendor/' },
      to: {
        path: '^platform/vendor/',
        pathNot: ['^platform/vendor/index\\.ts$', '^platform/vendor/tables\\.ts$'],
      },
    },
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
