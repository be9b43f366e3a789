// What `npm run mutate` and `npm run mutate:sample` share: where a scope's incremental results
// are kept in the repository (scripts/mutation-incremental/<scope>.json.gz, so a clone or the
// next session carries on where the last run stopped), where Stryker works on them
// (.cache/mutation/<scope>-incremental.json, stryker.config.mjs names it), and the link to
// the spec beside the repository that Stryker's copy of the repo needs.
import { existsSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

export const keptResults = (root: string, scope: string) =>
  join(root, 'scripts', 'mutation-incremental', `${scope}.json.gz`);
const workingResults = (root: string, scope: string) => join(root, '.cache', 'mutation', `${scope}-incremental.json`);

/** Puts the kept results where Stryker reads them, unless the working copy is the newer (a pull may bring newer kept ones). */
export function restoreResults(root: string, scope: string): void {
  const kept = keptResults(root, scope);
  const working = workingResults(root, scope);
  if (!existsSync(kept) || (existsSync(working) && statSync(working).mtimeMs >= statSync(kept).mtimeMs)) return;
  mkdirSync(dirname(working), { recursive: true });
  writeFileSync(working, gunzipSync(readFileSync(kept)));
}

/** Writes what the run left in the working copy back to the repository, gzipped. */
export function keepResults(root: string, scope: string): void {
  const working = workingResults(root, scope);
  if (!existsSync(working)) return;
  mkdirSync(dirname(keptResults(root, scope)), { recursive: true });
  writeFileSync(keptResults(root, scope), gzipSync(readFileSync(working), { level: 9 }));
}

/**
 * Stryker copies the repo into .stryker-tmp/<scope>/sandbox-*\/, but the spec and its
 * fixtures live beside the repo (../shared), so the copy would not find them: a link at
 * .stryker-tmp/<scope>/shared points back at the real folder before Stryker starts.
 */
export function linkSpecForStryker(root: string, scope: string): void {
  const tmp = join(root, '.stryker-tmp', scope);
  mkdirSync(tmp, { recursive: true });
  if (!existsSync(join(tmp, 'shared'))) symlinkSync(resolve(root, '..', 'shared'), join(tmp, 'shared'), 'dir');
}
