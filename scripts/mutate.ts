// `npm run mutate [shared|electron|<part>…]` (default: shared and service, one after the
// other). `electron` is all of electron/: every part scripts/mutation-scopes.json names
// (service among them), one after the other, hours in all, so only when named; a part can
// be named alone. StrykerJS per stryker.config.mjs, each scope's score in
// test-results/mutation/<scope>.json.
// Stryker copies the repo into .stryker-tmp/<scope>/sandbox-*/, but the spec and its
// fixtures live beside the repo (../shared), so the copy would not find them: a link at
// .stryker-tmp/<scope>/shared points back at the real folder before Stryker starts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
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

let failed = false;
for (const scope of named.length > 0 ? named : DEFAULT_SCOPES) {
  const tmp = join(root, '.stryker-tmp', scope);
  mkdirSync(tmp, { recursive: true });
  if (!existsSync(join(tmp, 'shared'))) symlinkSync(resolve(root, '..', 'shared'), join(tmp, 'shared'), 'dir');
  console.log(`\nmutate: ${scope}`);
  const result = spawnSync('npx', ['stryker', 'run', ...strykerArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_SCOPE: scope },
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
