import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outsideReferences, type ScannedFile } from './outside-references';

// The repository stands alone (docs/README.md): no source file, config, package.json script
// or workflow reads or names a path outside it, such as the spec folder the service
// references were copied from. A clone, CI and Stryker's copy of the repository then have
// everything the code and its tests need.

const ROOT = resolve(__dirname, '..');
/** Folders that are built, installed, cached or generated, not written: none of them is committed. */
const GENERATED = new Set([
  'node_modules',
  '.git',
  'out',
  'dist',
  '.cache',
  'test-results',
  'playwright-report',
  'coverage',
  '.stryker-tmp',
  '.vindesk-data',
  '.work',
  'reports',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|ya?ml)$/;
/** Files whose paths are read from the repository's root: npm runs package.json's scripts there, and CI its steps. */
const RUN_FROM_ROOT = /^(package\.json|\.ci\/.*|\.github\/.*)$/;
/**
 * Not scanned: the published fixtures, kept byte for byte (docs/README.md), are data, not
 * source; the lock file is npm's; and this test's own cases name outside paths on purpose.
 */
const NOT_SOURCE = /^(test-fixtures\/|package-lock\.json$|scripts\/stays-in-repo\.test\.ts$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const rel = relative(ROOT, path).split('\\').join('/');
    if (entry.isDirectory())
      return GENERATED.has(entry.name) || /^out-/.test(entry.name) || NOT_SOURCE.test(`${rel}/`)
        ? []
        : sourceFiles(path);
    if (!entry.isFile() || NOT_SOURCE.test(rel)) return [];
    // The CI script has no extension: everything in .ci/ is source.
    return SOURCE.test(entry.name) || rel.startsWith('.ci/') ? [rel] : [];
  });
}

describe('the repository stands alone', () => {
  it('has no source file, config, script or workflow that reads or names a path outside it', () => {
    const files = sourceFiles(ROOT);
    // The scan must reach what it guards, or it proves nothing.
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        '.ci/run',
        '.github/workflows/build.yml',
        'stryker.config.mjs',
        'tsconfig.json',
        'scripts/mutate.ts',
        'electron/main.ts',
      ]),
    );
    const found = files.flatMap((rel) =>
      outsideReferences({
        root: ROOT,
        file: join(ROOT, rel),
        text: readFileSync(join(ROOT, rel), 'utf8'),
        runsFromRoot: RUN_FROM_ROOT.test(rel),
      }).map(({ line, text, reason }) => `${rel}:${line}: ${text} (${reason})`),
    );
    expect(found).toEqual([]);
  });
});

describe('finding paths outside the repository', () => {
  // A made-up checkout at /checkouts/vindesk, beside other folders in /checkouts.
  const root = '/checkouts/vindesk';
  const scan = (file: string, text: string, runsFromRoot = false) =>
    outsideReferences({ root, file: `${root}/${file}`, text, runsFromRoot } satisfies ScannedFile).map(
      ({ line, text: named }) => `${line}: ${named}`,
    );

  it('finds a relative path that climbs above the root from the file’s folder, and only that', () => {
    const text = [
      "import { x } from '../../shared/ipc/contract';", // electron/app → shared/: inside
      "import spec from '../../../shared/spec/vehicle-data-service.md';", // three up from electron/app: /checkouts
      "const fixture = new URL('./fixtures/a.json', import.meta.url);",
    ].join('\n');
    expect(scan('electron/app/x.ts', text)).toEqual([
      '2: ../../../shared/spec/vehicle-data-service.md',
      '2: shared/spec',
    ]);
    // The same climb from a deeper folder stays inside.
    expect(scan('electron/app/deep/x.ts', text.split('\n')[1]!)).toEqual(['1: shared/spec']);
  });

  it('finds join and resolve calls from the file’s folder or the root that end outside it', () => {
    expect(scan('scripts/x.ts', "const root = resolve(__dirname, '..');")).toEqual([]);
    expect(scan('scripts/x.ts', "const spec = resolve(__dirname, '..', '..', 'shared');")).toEqual([
      "1: resolve(__dirname, '..', '..', 'shared')",
    ]);
    // '../..' alone climbs out of scripts/ too, so it is named twice: as written and as joined.
    expect(scan('scripts/x.mts', "const spec = join(import.meta.dirname, '../..', 'shared');")).toEqual([
      '1: ../..',
      "1: join(import.meta.dirname, '../..', 'shared')",
    ]);
    expect(scan('scripts/x.ts', "symlinkSync(resolve(root, '..', 'shared'), link, 'dir');")).toEqual([
      "1: resolve(root, '..', 'shared')",
    ]);
    // Inside the root from the root; an unknown base is not guessed at.
    expect(scan('bench/x.ts', "join(ROOT, 'docs', '..', 'scripts'); join(other, '..', '..', '..')")).toEqual([]);
  });

  it('finds an absolute path beside the repository, but not one inside it', () => {
    const text = [
      '// The error table (/checkouts/shared/spec/vehicle-data-service.md, "Error codes").',
      "const inside = '/checkouts/vindesk/docs/real-service.md';",
      "const sibling = '/checkouts/vindesk-old/docs';",
    ].join('\n');
    expect(scan('electron/service/x.test.ts', text)).toEqual([
      '1: /checkouts/shared',
      '1: shared/spec',
      '3: /checkouts/vindesk-old',
    ]);
  });

  it('names the references’ old home wherever the clone lives', () => {
    expect(scan('e2e/x.ts', '// see /elsewhere/shared/spec/real-service.md')).toEqual(['1: shared/spec']);
    expect(scan('e2e/x.ts', "const fixtures = 'test-fixtures/autodev';")).toEqual([]);
  });

  it('reads the paths of package.json’s scripts and of workflows from the root, where they run', () => {
    const script = '{ "scripts": { "spec": "cat ../shared/x.md", "ok": "tsx ./scripts/mutate.ts" } }';
    expect(scan('package.json', script, true)).toEqual(['1: ../shared/x.md']);
    expect(scan('.github/workflows/build.yml', 'run: ls ../other', true)).toEqual(['1: ../other']);
    // From its own folder the same text would stay inside: that is why the root is used.
    expect(scan('.github/workflows/build.yml', 'run: ls ../other')).toEqual([]);
  });

  it('leaves alone what only looks like a path: URLs, a parent locator, regular expressions, globs inside', () => {
    const text = [
      "await fetch('http://127.0.0.1:8787/../listings');",
      "page.locator('..');",
      'if (/^\\.\\.\\//.test(segment)) refuse();',
      "if (segments.some((segment) => segment === '..')) refuse();",
      "include: ['../shared/**/*.ts'],",
      'cd "$(dirname "$0")/.."',
    ].join('\n');
    expect(scan('electron/x.ts', text)).toEqual([]);
  });
});
