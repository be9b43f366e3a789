import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullResult, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import PlaywrightSkipGuard from './playwright-skip-guard';
import { disallowedSkips, guardApplies, loadAllowedSkips, type AllowedSkip } from './skip-guard';

const root = resolve(__dirname, '..');

const allowed: AllowedSkip[] = [
  { file: 'e2e/a.spec.ts', title: 'packed app', env: { PACKED: null }, why: 'no packed app' },
  { file: 'electron/b.test.ts', title: 'file modes', platforms: ['win32'], why: 'no POSIX modes' },
];

describe('disallowedSkips', () => {
  it('lets a listed skip through only where its platform and environment match', () => {
    const packed = { file: 'e2e/a.spec.ts', fullTitle: 'packed app opens' };
    const modes = { file: 'electron/b.test.ts', fullTitle: 'file modes > 0600' };
    expect(disallowedSkips([packed, modes], allowed, { platform: 'win32', env: {} })).toEqual([]);
    expect(disallowedSkips([packed, modes], allowed, { platform: 'linux', env: {} })).toEqual([modes]);
    expect(disallowedSkips([packed], allowed, { platform: 'linux', env: { PACKED: 'dist/x' } })).toEqual([packed]);
  });

  it('refuses a skip in another file or under another title', () => {
    const elsewhere = { file: 'e2e/c.spec.ts', fullTitle: 'packed app opens' };
    const renamed = { file: 'e2e/a.spec.ts', fullTitle: 'something else' };
    expect(disallowedSkips([elsewhere, renamed], allowed, { platform: 'win32', env: {} })).toEqual([
      elsewhere,
      renamed,
    ]);
  });

  it('applies under CI only', () => {
    expect(guardApplies({ CI: 'true' })).toBe(true);
    expect(guardApplies({ CI: '1' })).toBe(true);
    expect(guardApplies({})).toBe(false);
    expect(guardApplies({ CI: 'false' })).toBe(false);
  });

  it('the list names the packed-app smoke skip, allowed only without a packed executable', () => {
    const list = loadAllowedSkips();
    const packed = list.playwright.find((entry) => entry.file === 'e2e/packed-app-smoke.spec.ts');
    expect(packed?.env).toEqual({ VINDESK_PACKED_EXECUTABLE: null });
    for (const entry of [...list.vitest, ...list.playwright]) expect(entry.why.length).toBeGreaterThan(10);
  });
});

function fakeTest(file: string, describeTitle: string, title: string): TestCase {
  const fileSuite = { type: 'file', title: file } as unknown as Suite;
  const parent = { type: 'describe', title: describeTitle, parent: fileSuite } as unknown as Suite;
  return { title, parent, location: { file: join(root, file), line: 1, column: 1 } } as unknown as TestCase;
}

describe('the Playwright skip guard reporter', () => {
  const passed = { status: 'passed' } as FullResult;

  it('turns a passed run with an unlisted skip into a failed one under CI', async () => {
    const env = { ...process.env };
    try {
      process.env.CI = 'true';
      const guard = new PlaywrightSkipGuard();
      guard.onTestEnd(fakeTest('e2e/new.spec.ts', 'group', 'quietly skipped'), { status: 'skipped' } as TestResult);
      guard.onTestEnd(fakeTest('e2e/new.spec.ts', 'group', 'ran'), { status: 'passed' } as TestResult);
      await expect(guard.onEnd(passed)).resolves.toEqual({ status: 'failed' });

      const listed = new PlaywrightSkipGuard();
      const packed = fakeTest('e2e/packed-app-smoke.spec.ts', '', 'the packed app holds its fuses and opens');
      // No describe: the file suite ends the title.
      (packed as unknown as { parent: Suite }).parent = { type: 'file', title: 'x' } as unknown as Suite;
      delete process.env.VINDESK_PACKED_EXECUTABLE;
      listed.onTestEnd(packed, { status: 'skipped' } as TestResult);
      await expect(listed.onEnd(passed)).resolves.toBeUndefined();
    } finally {
      process.env = env;
    }
  });
});

describe('the vitest skip guard reporter', () => {
  it('fails a CI run that skipped an unlisted test, and passes the same run outside CI', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vindesk-skip-guard-'));
    try {
      writeFileSync(
        join(dir, 'sample.test.ts'),
        "import { it } from 'vitest';\nit('runs', () => {});\nit.skip('quietly skipped', () => {});\n",
      );
      writeFileSync(join(dir, 'vitest.config.mjs'), 'export default {};\n');
      const run = (ci: string | undefined) => {
        const env = { ...process.env, CI: ci } as Record<string, string | undefined>;
        if (ci === undefined) delete env.CI;
        return spawnSync(
          process.execPath,
          [
            join(root, 'node_modules', 'vitest', 'vitest.mjs'),
            'run',
            '--root',
            dir,
            '--config',
            join(dir, 'vitest.config.mjs'),
            '--reporter=default',
            `--reporter=${join(root, 'scripts', 'vitest-skip-guard.ts')}`,
          ],
          { encoding: 'utf8', env, cwd: dir },
        );
      };
      const ci = run('true');
      expect(`${ci.stdout}${ci.stderr}`).toContain('quietly skipped');
      expect(`${ci.stdout}${ci.stderr}`).toContain('not in scripts/allowed-skips.json');
      expect(ci.status).toBe(1);
      const local = run(undefined);
      expect(local.status, `${local.stdout}${local.stderr}`).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
