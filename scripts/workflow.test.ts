import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Checks .github/workflows/build.yml twice: against GitHub's workflow schema (with
// action-validator, so a typo fails here rather than on GitHub), and against what
// the workflow promises: three test platforms, a real Electron launch, installers.

const root = resolve(__dirname, '..');
const workflowPath = join(root, '.github', 'workflows', 'build.yml');

interface Step {
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}

interface Job {
  if?: string;
  needs?: string | string[];
  'runs-on': string;
  env?: Record<string, string>;
  strategy?: { matrix?: { os?: string[]; include?: Record<string, string>[] } };
  name?: string;
  steps: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  env?: Record<string, string>;
  jobs: Record<string, Job>;
}

function validate(file: string): { status: number | null; output: string } {
  // .bin/action-validator is a .cmd shim on Windows, which only a shell can start.
  const bin = join(root, 'node_modules', '.bin', 'action-validator');
  const result = spawnSync(bin, [file], { encoding: 'utf8', shell: process.platform === 'win32' });
  return { status: result.status, output: `${result.stdout}${result.stderr}${result.error?.message ?? ''}` };
}

const workflowText = readFileSync(workflowPath, 'utf8');
const workflow = parse(workflowText) as Workflow;

function job(name: string): Job {
  const found = workflow.jobs[name];
  if (found === undefined) throw new Error(`build.yml has no job "${name}"`);
  return found;
}

function needsOf(j: Job): string[] {
  return j.needs === undefined ? [] : ([] as string[]).concat(j.needs);
}

describe('.github/workflows/build.yml', () => {
  it('passes action-validator', () => {
    const { status, output } = validate(workflowPath);
    expect(status, `action-validator rejected build.yml:\n${output}`).toBe(0);
  });

  it('is checked by a validator that does reject a broken workflow', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vindesk-workflow-'));
    try {
      const broken = join(dir, 'broken.yml');
      // `stepz` is not a job key: the schema must refuse it.
      writeFileSync(
        broken,
        'name: broken\non: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: echo\n',
      );
      const { status, output } = validate(broken);
      expect(status, `action-validator accepted a broken workflow:\n${output}`).not.toBe(0);
      expect(status, `action-validator did not run:\n${output}`).not.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs on pushes, pull requests, version tags and by hand', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push', 'workflow_dispatch']);
    expect(workflow.on.push).toMatchObject({ tags: ['v*'] });
    // `npm ci` refuses this lock file (see .ci/run).
    expect(JSON.stringify(workflow)).not.toMatch(/npm ci\b/);
  });

  it('pins every action by a full commit SHA, its tag in a comment (issue 37)', () => {
    const uses = Object.values(workflow.jobs).flatMap((j) => j.steps.flatMap((step) => step.uses ?? []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
    // The YAML parser drops comments: read the lines for the tag beside each SHA.
    const lines = workflowText.split(/\r?\n/).filter((line) => /^\s*-?\s*uses:/.test(line));
    expect(lines).toHaveLength(uses.length);
    for (const line of lines) expect(line).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    // One action, one commit: a bump changes every line or none.
    const byAction = new Map<string, Set<string>>();
    for (const action of uses) {
      const [name = '', sha = ''] = action.split('@');
      byAction.set(name, (byAction.get(name) ?? new Set()).add(sha));
    }
    for (const [name, shas] of byAction) expect(shas.size, name).toBe(1);
  });

  it('tests on Linux, Windows and macOS with Node 22, without the Electron binary', () => {
    const test = job('test');
    expect(test.strategy?.matrix?.os).toEqual(
      expect.arrayContaining(['ubuntu-latest', 'windows-latest', 'macos-latest']),
    );
    expect(test.env?.ELECTRON_SKIP_BINARY_DOWNLOAD).toBe('1');
    const setup = test.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(setup?.with).toMatchObject({ 'node-version': 22, cache: 'npm' });
    const linuxTest = test.steps.find((step) => step.if?.includes("== 'Linux'") && step.run?.includes('npm test'));
    expect(linuxTest?.run).toMatch(/dbus-run-session[\s\S]*gnome-keyring-daemon --unlock[\s\S]*npm test/);
    expect(linuxTest?.env?.VINDESK_REQUIRE_REAL_PARTS).toBe('1');
  });

  it('launches the real Electron app once the tests pass', () => {
    const smoke = job('electron-smoke');
    expect(needsOf(smoke)).toContain('test');
    // Anywhere, even in a run line: the smoke job exists to download the binary.
    const scope = JSON.stringify({ workflowEnv: workflow.env ?? {}, smoke });
    expect(scope).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
    const runs = smoke.steps.map((step) => step.run ?? '');
    // Electron 45 writes path.txt only once its binary is fetched (issue 37).
    const install = runs.findIndex((run) => /^npm install\b/.test(run));
    const fetchBinary = runs.findIndex((run) => run.trim() === 'npx install-electron');
    const pathCheck = runs.findIndex((run) => run.includes('test -f node_modules/electron/path.txt'));
    expect(install, 'the smoke job must run npm install').toBeGreaterThanOrEqual(0);
    expect(fetchBinary, 'npx install-electron must follow npm install').toBeGreaterThan(install);
    expect(pathCheck, 'the path.txt check must follow npx install-electron').toBeGreaterThan(fetchBinary);
    const build = runs.findIndex((run) => run.includes('npm run build'));
    const launch = smoke.steps.findIndex((step) => step.run?.includes('playwright test e2e/electron-smoke.spec.ts'));
    expect(build, 'the smoke job must run npm run build').toBeGreaterThanOrEqual(0);
    expect(launch, 'the smoke job must run e2e/electron-smoke.spec.ts').toBeGreaterThan(build);
    const launchStep = smoke.steps[launch];
    expect(launchStep?.run).toMatch(/^xvfb-run -a /);
    expect(launchStep?.env?.VINDESK_REQUIRE_REAL_PARTS ?? smoke.env?.VINDESK_REQUIRE_REAL_PARTS).toBe('1');
  });

  it('packs the app and launches the packed executable on Linux, Windows and macOS (issue 37)', () => {
    const packed = job('packed-smoke');
    expect(needsOf(packed)).toContain('test');
    expect(packed.if, 'the packed smoke runs on every push, not only on tags').toBeUndefined();
    const include = packed.strategy?.matrix?.include ?? [];
    expect(include.map((entry) => entry.os).sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest']);
    const executables = Object.fromEntries(include.map((entry) => [entry.os, entry.executable]));
    expect(executables).toEqual({
      'ubuntu-latest': 'dist/linux-unpacked/vindesk',
      'windows-latest': 'dist/win-unpacked/VinDesk.exe',
      'macos-latest': 'dist/mac-arm64/VinDesk.app/Contents/MacOS/VinDesk',
    });
    const runs = packed.steps.map((step) => step.run ?? '');
    const fetchBinary = runs.findIndex((run) => run.trim() === 'npx install-electron');
    const build = runs.findIndex((run) => run.trim() === 'npm run build');
    const pack = runs.findIndex((run) => /npx electron-builder --dir\b/.test(run));
    const launch = packed.steps.findIndex((step) => step.run?.includes('playwright test e2e/packed-app-smoke.spec.ts'));
    expect(fetchBinary).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(fetchBinary);
    expect(pack).toBeGreaterThan(build);
    expect(launch).toBeGreaterThan(pack);
    const launchStep = packed.steps[launch];
    expect(launchStep?.env?.VINDESK_PACKED_EXECUTABLE).toBe('${{ matrix.executable }}');
    expect(launchStep?.run).toMatch(/xvfb-run -a npx playwright test e2e\/packed-app-smoke\.spec\.ts/);
    expect(JSON.stringify(packed)).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD');
  });

  it('builds installers only for a version tag or a run started by hand (issue 37)', () => {
    const pack = job('package');
    expect(pack.if).toBe("startsWith(github.ref, 'refs/tags/v') || github.event_name == 'workflow_dispatch'");
    for (const [name, other] of Object.entries(workflow.jobs)) {
      if (name === 'package') continue;
      expect(JSON.stringify(other), `${name} must not build installers`).not.toMatch(/electron-builder(?! --dir)/);
    }
  });

  it('packages AppImage, deb, NSIS and DMG installers and uploads them', () => {
    const pack = job('package');
    expect(needsOf(pack)).toEqual(expect.arrayContaining(['electron-smoke', 'packed-smoke']));
    const include = pack.strategy?.matrix?.include ?? [];
    expect(include.map((entry) => entry.os).sort()).toEqual(['macos-latest', 'ubuntu-latest', 'windows-latest']);
    const targets = include.map((entry) => entry.targets ?? '').join(' ');
    for (const target of ['--linux', 'AppImage', 'deb', '--win', 'nsis', '--mac', 'dmg']) {
      expect(targets.split(/\s+/)).toContain(target);
    }
    const builds = pack.steps.filter((step) => step.run?.includes('electron-builder'));
    expect(builds.length).toBeGreaterThan(0);
    for (const step of builds) expect(step.run).toContain('--publish never');
    const macBuild = builds.find((step) => step.if?.includes("== 'macOS'"));
    expect(macBuild?.env?.CSC_IDENTITY_AUTO_DISCOVERY).toBe('false');
    const upload = pack.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    const paths = String(upload?.with?.path ?? '').split(/\r?\n/);
    expect(paths).toEqual(expect.arrayContaining(['dist/*.AppImage', 'dist/*.deb', 'dist/*.exe', 'dist/*.dmg']));
  });
});
