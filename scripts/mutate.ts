// `npm run mutate [shared|electron|<part>…]` (default: shared and service, one after the
// other). `electron` is all of electron/: every part scripts/mutation-scopes.json names
// (service among them), one after the other, hours in all, so only when named; a part can
// be named alone. StrykerJS per stryker.config.mjs, each scope's score in
// test-results/mutation/<scope>.json.
// Each scope's incremental results are working state in .cache/mutation/ (stryker.config.mjs
// names the file): a re-run, or a run stopped and started again, only runs the mutants whose
// code or tests changed. Nothing of it is committed, so a clone starts fresh; the last
// measured scores are recorded in docs/mutation-scores.json (docs/mutation-testing.md).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import scopes from './mutation-scopes.json';

const ELECTRON_PARTS = Object.keys(scopes.electron);
const SCOPES = ['shared', ...ELECTRON_PARTS];
const DEFAULT_SCOPES = ['shared', 'service'];
const root = resolve(__dirname, '..');

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 22) {
  console.error(`npm run mutate needs Node 22 or later (StrykerJS 10); this is Node ${process.versions.node}.`);
  process.exit(2);
}

const args = process.argv.slice(2);
const named = [
  ...new Set(args.flatMap((arg) => (arg === 'electron' ? ELECTRON_PARTS : SCOPES.filter((s) => s === arg)))),
];
const strykerArgs = args.filter((arg) => arg !== 'electron' && !SCOPES.includes(arg));

// Ctrl+C or a kill reaches Stryker too; this process stays so that no later scope starts.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});

let failed = false;
for (const scope of named.length > 0 ? named : DEFAULT_SCOPES) {
  console.log(`\nmutate: ${scope}`);
  const result = spawnSync('npx', ['stryker', 'run', ...strykerArgs], {
    cwd: root,
    stdio: 'inherit',
    // The repository's build, for main-app's boot tests (scripts/mutation-main-bundle.ts).
    env: { ...process.env, MUTATION_SCOPE: scope, VINDESK_BUILT_OUT: join(root, 'out') },
  });
  if (result.status !== 0) failed = true;
  // Stopped (by a signal, or Stryker's exit on one): the scopes after it are not started.
  if (result.signal !== null || result.status === 130 || result.status === 143) break;
}
process.exit(failed ? 1 : 0);
