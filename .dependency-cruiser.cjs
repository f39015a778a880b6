// Import cycles and the boundaries between api/, web/ and shared/, checked by `npm run lint`.
// ESLint's import plugins skip `import type` when they look for cycles; dependency-cruiser with
// tsPreCompilationDeps counts them, and a cycle through a type is still two modules that cannot
// be understood (or moved) one without the other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import something that imports it back, directly or through others (type-only imports included).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      comment: 'The server never imports the web app. Code both need belongs in shared/.',
      from: { path: '^api/' },
      to: { path: '^web/src/' },
    },
    {
      name: 'web-not-api',
      severity: 'error',
      comment: 'The web app never imports the server (the browser would download it). Code both need belongs in shared/.',
      from: { path: '^web/' },
      to: { path: '^api/src/' },
    },
    {
      name: 'shared-not-apps',
      severity: 'error',
      comment: 'shared/ is imported by api/ and web/, and imports neither.',
      from: { path: '^shared/' },
      to: { path: '^(api|web)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing: a typo, or a package missing from package.json.',
      from: { pathNot: '^(api/src/generated|web/src/__generated__|prisma/generated)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // `import type` and type-only specifiers are dependencies too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(api/src/generated|web/src/__generated__|prisma/generated|dist|data|node_modules|test-results|playwright-report|bench/results)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // No cache: its key covers the cruised files only, so a run made before `npm run relay` kept
    // reporting the generated artifacts as missing after they were made. A full run is a few seconds.
    cache: false,
  },
};
