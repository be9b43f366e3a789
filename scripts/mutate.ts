// `npm run mutate [shared|service|electron]` (default: shared and service, one after the
// other; electron, all of main, only when named: it takes hours): StrykerJS per
// stryker.config.mjs, each scope's score in test-results/mutation/<scope>.json.
// Stryker copies the repo into .stryker-tmp/<scope>/sandbox-*/, but the spec and its
// fixtures live beside the repo (../shared), so the copy would not find them: a link at
// .stryker-tmp/<scope>/shared points back at the real folder before Stryker starts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SCOPES = ['shared', 'service', 'electron'] as const;
const DEFAULT_SCOPES: readonly (typeof SCOPES)[number][] = ['shared', 'service'];
const root = resolve(__dirname, '..');

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 22) {
  console.error(`npm run mutate needs Node 22 or later (StrykerJS 10); this is Node ${process.versions.node}.`);
  process.exit(2);
}

const args = process.argv.slice(2);
const named = SCOPES.filter((scope) => args.includes(scope));
const strykerArgs = args.filter((arg) => !(SCOPES as readonly string[]).includes(arg));

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
