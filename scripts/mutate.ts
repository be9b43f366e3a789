// `npm run mutate [shared|electron|<part>…]` (default: shared and service, one after the
// other). `electron` is all of electron/: every part scripts/mutation-scopes.json names
// (service among them), one after the other, hours in all, so only when named; a part can
// be named alone. StrykerJS per stryker.config.mjs, each scope's score in
// test-results/mutation/<scope>.json.
// Stryker copies the repo into .stryker-tmp/<scope>/sandbox-*/, but the spec and its
// fixtures live beside the repo (../shared), so the copy would not find them: a link at
// .stryker-tmp/<scope>/shared points back at the real folder before Stryker starts.
// Each scope's incremental results are kept in the repository, gzipped, in
// scripts/mutation-incremental/<scope>.json.gz: the parts of electron/ take hours on two
// cores, and kept only in .cache (which a clone does not have) every clone started them
// from nothing. A run starts from that file and writes it back when it ends or is stopped;
// Stryker reuses a result only when neither the mutant's code nor its tests changed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
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

const keptResults = (scope: string) => join(root, 'scripts', 'mutation-incremental', `${scope}.json.gz`);
// stryker.config.mjs names this file.
const workingResults = (scope: string) => join(root, '.cache', 'mutation', `${scope}-incremental.json`);

function restoreResults(scope: string): void {
  const kept = keptResults(scope);
  const working = workingResults(scope);
  // The working copy wins only when it is the newer: a pull may bring newer kept results.
  if (!existsSync(kept) || (existsSync(working) && statSync(working).mtimeMs >= statSync(kept).mtimeMs)) return;
  mkdirSync(dirname(working), { recursive: true });
  writeFileSync(working, gunzipSync(readFileSync(kept)));
}

function keepResults(scope: string): void {
  const working = workingResults(scope);
  if (!existsSync(working)) return;
  mkdirSync(dirname(keptResults(scope)), { recursive: true });
  writeFileSync(keptResults(scope), gzipSync(readFileSync(working), { level: 9 }));
}

// Ctrl+C or a kill reaches Stryker too; this process stays to keep what the stopped run wrote.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});

let failed = false;
for (const scope of named.length > 0 ? named : DEFAULT_SCOPES) {
  const tmp = join(root, '.stryker-tmp', scope);
  mkdirSync(tmp, { recursive: true });
  if (!existsSync(join(tmp, 'shared'))) symlinkSync(resolve(root, '..', 'shared'), join(tmp, 'shared'), 'dir');
  console.log(`\nmutate: ${scope}`);
  restoreResults(scope);
  const result = spawnSync('npx', ['stryker', 'run', ...strykerArgs], {
    cwd: root,
    stdio: 'inherit',
    // The repository's build, for main-app's boot tests (scripts/mutation-main-bundle.ts).
    env: { ...process.env, MUTATION_SCOPE: scope, VINDESK_BUILT_OUT: join(root, 'out') },
  });
  keepResults(scope);
  if (result.status !== 0) failed = true;
  // Stopped (by a signal, or Stryker's exit on one): the scopes after it are not started.
  if (result.signal !== null || result.status === 130 || result.status === 143) break;
}
process.exit(failed ? 1 : 0);
