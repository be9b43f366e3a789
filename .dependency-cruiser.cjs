/** Layering rules of ARCHITECTURE.md: renderer and electron never import each other; shared imports neither. */
module.exports = {
  forbidden: [
    {
      name: 'renderer-not-to-electron',
      comment: 'The renderer reaches main only through window.vds.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: '^(electron/|node_modules/electron/)' },
    },
    {
      name: 'renderer-not-to-electron-module',
      comment: 'Node built-ins never reach the window; a test (run by vitest in Node) may read a fixture file.',
      severity: 'error',
      from: { path: '^renderer/', pathNot: '\\.test\\.tsx?$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'electron-not-to-renderer',
      severity: 'error',
      from: { path: '^electron/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ holds the contract and pure domain code: no main, no renderer, no Node, no Electron.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(electron/|renderer/|node_modules/electron/)' },
    },
    {
      name: 'shared-no-node-builtins',
      severity: 'error',
      from: { path: '^shared/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'no-cross-feature-imports',
      comment: 'A feature imports ui/, api/, stores/ and shared/, never another feature.',
      severity: 'error',
      from: { path: '^renderer/features/([^/]+)/' },
      to: { path: '^renderer/features/', pathNot: '^renderer/features/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // out-*/ folders are private builds (npx electron-vite build --outDir out-x puts the renderer's under renderer/).
    exclude: { path: '(^|/)(out|out-[^/]+|node_modules|test-results)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
