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
  needs?: string | string[];
  'runs-on': string;
  env?: Record<string, string>;
  strategy?: { matrix?: { os?: string[]; include?: Record<string, string>[] } };
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

const workflow = parse(readFileSync(workflowPath, 'utf8')) as Workflow;

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

  it('runs on push and pull_request with pinned major versions of actions', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    const uses = Object.values(workflow.jobs).flatMap((j) => j.steps.flatMap((step) => step.uses ?? []));
    expect(uses.length).toBeGreaterThan(0);
    for (const action of uses) expect(action).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
    // `npm ci` refuses this lock file (see .ci/run).
    expect(JSON.stringify(workflow)).not.toMatch(/npm ci\b/);
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
    const build = runs.findIndex((run) => run.includes('npm run build'));
    const launch = smoke.steps.findIndex((step) => step.run?.includes('playwright test e2e/electron-smoke.spec.ts'));
    expect(build, 'the smoke job must run npm run build').toBeGreaterThanOrEqual(0);
    expect(launch, 'the smoke job must run e2e/electron-smoke.spec.ts').toBeGreaterThan(build);
    const launchStep = smoke.steps[launch];
    expect(launchStep?.run).toMatch(/^xvfb-run -a /);
    expect(launchStep?.env?.VINDESK_REQUIRE_REAL_PARTS ?? smoke.env?.VINDESK_REQUIRE_REAL_PARTS).toBe('1');
  });

  it('packages AppImage, deb, NSIS and DMG installers and uploads them', () => {
    const pack = job('package');
    expect(needsOf(pack)).toContain('electron-smoke');
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
    const upload = pack.steps.find((step) => step.uses === 'actions/upload-artifact@v4');
    const paths = String(upload?.with?.path ?? '').split(/\r?\n/);
    expect(paths).toEqual(expect.arrayContaining(['dist/*.AppImage', 'dist/*.deb', 'dist/*.exe', 'dist/*.dmg']));
  });
});
