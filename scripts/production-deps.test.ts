import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// electron-builder packs every production dependency. A native module among them
// (one with a binding.gyp) would need compiling for Electron on every platform, and
// better-sqlite3 in particular is only corgi's, whose database the app reads with
// sql.js instead; corgi is a devDependency bundled into main (electron.vite.config.ts).
// Prebuilt N-API packages such as @napi-rs/keyring have no binding.gyp and are fine.

const root = resolve(__dirname, '..');

interface InstalledPackage {
  name: string;
  dir: string;
}

/** Every installed package of the tree `npm ls` prints, with its real name. */
function installedPackages(omitDev: boolean): InstalledPackage[] {
  const args = ['ls', '--all', '--parseable', ...(omitDev ? ['--omit=dev'] : [])];
  // npm is npm.cmd on Windows, which only a shell can start.
  const result = spawnSync('npm', args, { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });
  const dirs = result.stdout
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && resolve(line) !== root);
  if (dirs.length === 0) {
    throw new Error(`npm ${args.join(' ')} listed nothing (exit ${result.status}):\n${result.stderr}`);
  }
  return dirs.map((dir) => {
    const manifest = join(dir, 'package.json');
    const name = existsSync(manifest)
      ? (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name
      : undefined;
    return { name: name ?? dir, dir };
  });
}

function nativeBuilds(packages: InstalledPackage[]): string[] {
  return packages.filter((pkg) => existsSync(join(pkg.dir, 'binding.gyp'))).map((pkg) => `${pkg.name} (${pkg.dir})`);
}

describe('production dependencies', () => {
  let production: InstalledPackage[] = [];
  beforeAll(() => {
    production = installedPackages(true);
  });

  it('do not include better-sqlite3', () => {
    const found = production.filter((pkg) => pkg.name === 'better-sqlite3').map((pkg) => pkg.dir);
    expect(found, `better-sqlite3 is a production dependency again: ${found.join(', ')}`).toEqual([]);
  });

  it('include no package that compiles native code (binding.gyp)', () => {
    const found = nativeBuilds(production);
    expect(found, `production packages with a binding.gyp:\n${found.join('\n')}`).toEqual([]);
  });

  it('are checked by a scan that does find native builds where they exist', () => {
    // corgi brings better-sqlite3 into the dev tree; seeing it there proves the scan
    // above is not vacuously empty (skipped where a dev install left it out).
    const all = installedPackages(false);
    const sqlite = all.find((pkg) => pkg.name === 'better-sqlite3');
    if (sqlite === undefined) return;
    expect(nativeBuilds(all)).toContain(`better-sqlite3 (${sqlite.dir})`);
  });
});
