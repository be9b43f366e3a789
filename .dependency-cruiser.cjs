/**
 * Who may import whom (docs/architecture.md, "Layers"). `npm run layers` runs these rules;
 * scripts/layering.test.ts proves each one catches what it forbids, and
 * scripts/folder-cycles.test.ts checks that no two folders import each other.
 *
 *   shared/        pure: the contract, the endpoint table, domain rules
 *   node/          what main and the child programs share (child-process channel, vPIC, ZIP geography)
 *   sandbox/       the demo service, a program of its own (its own rules: sandbox/dependency-rules.cjs)
 *   vpic-process/  the vPIC decoder's process, a program of its own
 *   electron/      main and the preload: app/ wires features/<name>/, service/ and platform/
 *   renderer/      the window: features, api, stores, ui
 */
const sandboxRules = require('./sandbox/dependency-rules.cjs');

const TEST = '\\.test\\.tsx?$';
const TEST_SUPPORT = '/test-support/';

module.exports = {
  forbidden: [
    {
      name: 'renderer-not-to-electron',
      comment: 'The renderer reaches main only through window.vds.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { path: '^(electron|node|sandbox|vpic-process)/|^node_modules/electron/' },
    },
    {
      name: 'renderer-not-to-electron-module',
      comment: 'Node built-ins never reach the window; a test (run by vitest in Node) may read a fixture file.',
      severity: 'error',
      from: { path: '^renderer/', pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'electron-not-to-renderer',
      severity: 'error',
      from: { path: '^(electron|node|sandbox|vpic-process)/' },
      to: { path: '^renderer/' },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ holds the contract and pure domain code: no main, no renderer, no Node, no Electron.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(electron|node|sandbox|vpic-process|renderer)/|^node_modules/electron/' },
    },
    {
      name: 'shared-no-node-builtins',
      severity: 'error',
      from: { path: '^shared/', pathNot: TEST },
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
      name: 'node-layer-stands-alone',
      comment:
        'node/ is shared by main and the child programs, so it imports none of them, and not Electron: ' +
        'the child programs also run under plain Node.',
      severity: 'error',
      from: { path: '^node/' },
      to: { path: '^(electron|sandbox|vpic-process|renderer)/|^node_modules/electron/' },
    },
    {
      name: 'child-programs-apart-from-main',
      comment: 'The sandbox and the vPIC process run in processes of their own: they never import main.',
      severity: 'error',
      from: { path: '^(sandbox|vpic-process)/' },
      to: { path: '^electron/|^node_modules/electron/' },
    },
    {
      name: 'sandbox-not-to-vpic-process',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: '^vpic-process/' },
    },
    {
      name: 'sandbox-only-through-its-entry',
      comment:
        'The demo service is a program of its own: outside it, only start-sandbox.ts (starting it) and ' +
        'sandbox-protocol.ts (the messages of its process) are reachable. Tests, benches and e2e may use its fixtures.',
      severity: 'error',
      from: { path: '^(electron|shared|renderer|node|vpic-process)/', pathNot: [TEST, TEST_SUPPORT] },
      to: { path: '^sandbox/', pathNot: '^sandbox/(start-sandbox|sandbox-protocol)\\.ts$' },
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
          '^electron/main\\.ts$',
          '^electron/app/sandbox-host/',
          '^electron/app/(service-target|main-context)\\.ts$',
          TEST,
          TEST_SUPPORT,
        ],
      },
      to: { path: '^sandbox/' },
    },
    {
      name: 'vpic-process-is-started-never-imported',
      comment:
        "The vPIC decoder's process is reached over its channel (its messages: node/vpic/vpic-protocol.ts); " +
        'its entry is started as a process, never imported.',
      severity: 'error',
      from: { path: '^(electron|shared|renderer|node|sandbox)/', pathNot: [TEST, TEST_SUPPORT] },
      to: { path: '^vpic-process/' },
    },
    {
      name: 'vpic-decoder-off-main',
      comment:
        'vPIC in sql.js holds a few hundred MB and queries synchronously: the decoder runs in the vPIC ' +
        'process, and in main only as the lazily loaded fallback of tests (in-process-decode.ts).',
      severity: 'error',
      from: {
        path: '^(electron|shared|renderer)/',
        pathNot: ['^electron/features/offline-decode/in-process-decode\\.ts$', TEST],
      },
      to: { path: '^node/vpic/offline-decoder\\.ts$' },
    },
    // Inside electron/: app/ wires everything; a feature uses platform/ and service/, never
    // another feature or app/; service/ uses platform/; platform/ uses neither.
    {
      name: 'only-the-entries-reach-app',
      comment: 'electron/app/ is the wiring: only main.ts and the preload reach it, nothing it wires.',
      severity: 'error',
      from: { path: '^electron/(features|platform|service)/' },
      to: { path: '^electron/app/' },
    },
    {
      name: 'features-not-to-each-other',
      comment: 'A feature of main uses platform/, service/, node/ and shared/; never another feature.',
      severity: 'error',
      from: { path: '^electron/features/([^/]+)/' },
      to: { path: '^electron/features/', pathNot: '^electron/features/$1/' },
    },
    {
      name: 'service-below-features',
      severity: 'error',
      from: { path: '^electron/service/' },
      to: { path: '^electron/features/' },
    },
    {
      name: 'platform-at-the-bottom',
      comment: 'platform/ (files, logging, security, keychain, settings, desktop ports) knows no feature or service.',
      severity: 'error',
      from: { path: '^electron/platform/' },
      to: { path: '^electron/(features|service)/' },
    },
    ...sandboxRules,
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
