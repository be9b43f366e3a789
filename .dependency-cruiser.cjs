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
      name: 'sandbox-only-through-its-entry',
      comment:
        'The demo service is a layer of its own: outside it, only start-sandbox.ts (starting it) and ' +
        'sandbox-protocol.ts (the messages of its process) are reachable. Tests, benches and e2e may use its fixtures.',
      severity: 'error',
      from: {
        path: '^(electron|shared|renderer)/',
        pathNot: ['^electron/sandbox/', '\\.test\\.tsx?$', '/test-support/'],
      },
      to: { path: '^electron/sandbox/', pathNot: '^electron/sandbox/(start-sandbox|sandbox-protocol)\\.ts$' },
    },
    {
      name: 'sandbox-only-for-the-service-target',
      comment:
        'Production code never depends on the demo service, so it can be moved or dropped: only the service ' +
        'target (and the context holding it) starts it, and only the process host speaks its protocol.',
      severity: 'error',
      from: {
        path: '^electron/',
        pathNot: [
          '^electron/sandbox/',
          '^electron/sandbox-host/',
          '^electron/app/(service-target|main-context)\\.ts$',
          '\\.test\\.tsx?$',
          '/test-support/',
        ],
      },
      to: { path: '^electron/sandbox/' },
    },
    {
      name: 'sandbox-reaches-only-vpic-and-geo',
      comment:
        'The sandbox uses the same vPIC decoder and ZIP geography as the app (electron/vpic/, electron/geo/), ' +
        "and the child's end of the process channel (electron/child-process/), and nothing else of main: it " +
        'runs in its own process.',
      severity: 'error',
      from: { path: '^electron/sandbox/' },
      to: { path: '^electron/', pathNot: '^electron/(sandbox|vpic|geo|child-process)/' },
    },
    {
      name: 'vpic-and-geo-stand-alone',
      comment:
        'The decoder, the geography and the process channel are used by the sandbox and the app alike, so they ' +
        'import neither.',
      severity: 'error',
      from: { path: '^electron/(vpic|geo|child-process)/' },
      to: { path: '^electron/', pathNot: '^electron/(vpic|geo|child-process)/|^electron/ipc/' },
    },
    {
      name: 'vpic-process-only-through-its-protocol',
      comment:
        "The vPIC decoder's process is reached over its channel: outside it, only vpic-protocol.ts (its " +
        'messages) is importable; its entry is started as a process, never imported.',
      severity: 'error',
      from: {
        path: '^(electron|shared|renderer)/',
        pathNot: ['^electron/vpic-process/', '\\.test\\.tsx?$', '/test-support/'],
      },
      to: { path: '^electron/vpic-process/', pathNot: '^electron/vpic-process/vpic-protocol\\.ts$' },
    },
    {
      name: 'vpic-decoder-off-main',
      comment:
        'vPIC in sql.js holds a few hundred MB and queries synchronously (issue 17): the in-process decoder ' +
        'runs in the vPIC process, and in main only as the lazily loaded fallback of tests (in-process-decode.ts).',
      severity: 'error',
      from: {
        path: '^(electron|shared|renderer)/',
        pathNot: ['^electron/vpic-process/', '^electron/offline-decode/in-process-decode\\.ts$', '\\.test\\.tsx?$'],
      },
      to: { path: '^electron/offline-decode/offline-decoder\\.ts$' },
    },
    {
      name: 'vpic-process-reaches-only-the-decoder',
      comment:
        'The vPIC process runs the decoder, over the process channel, and nothing else of main (its tests may ' +
        'share the test cache of vPIC).',
      severity: 'error',
      from: { path: '^electron/vpic-process/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^electron/',
        pathNot: '^electron/(vpic-process|vpic|child-process|offline-decode/(offline-decoder|vpic-decode))(/|\\.ts$)',
      },
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
