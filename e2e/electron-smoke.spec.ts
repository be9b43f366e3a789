import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { BRIDGE_KEYS } from '../shared/ipc/bridge';

const ROOT = resolve(__dirname, '..');
const MAIN = join(ROOT, 'out/main/main.js');

/**
 * Where the Electron binary would be, found without require('electron'): that
 * module tries to download a missing binary, which these machines cannot do.
 */
function findElectronBinary(): { path: string } | { reason: string } {
  let packageDir: string;
  try {
    packageDir = dirname(require.resolve('electron/package.json', { paths: [ROOT] }));
  } catch (error) {
    return { reason: `the electron package is not installed (${(error as Error).message})` };
  }
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  if (!relative && !override) return { reason: `${pathFile} is missing, so the binary was never downloaded` };
  const binary = override ? join(override, relative ?? 'electron') : join(packageDir, 'dist', relative ?? '');
  if (!existsSync(binary)) return { reason: `${binary} does not exist` };
  return { path: binary };
}

test('the packaged app opens a sandboxed window with only window.vds', async () => {
  const binary = findElectronBinary();
  // Expected on build machines, which reach npm but not Electron's download host: reported, even under VINDESK_REQUIRE_REAL_PARTS.
  if ('reason' in binary) {
    // The list reporter does not print skip reasons; this line puts it in the run's output.
    console.log(`electron-smoke skipped: Electron binary not installed: ${binary.reason}`);
    test.skip(true, `Electron binary not installed: ${binary.reason}`);
    return;
  }
  expect(existsSync(MAIN), `${MAIN} is missing: run npm run build first`).toBe(true);

  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-electron-'));
  const app = await electron.launch({
    executablePath: binary.path,
    // A throwaway profile, so the test never touches a real user's settings or key.
    args: [MAIN, `--user-data-dir=${userDataDir}`, '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const globals = await page.evaluate(() => ({
      require: typeof (window as unknown as { require?: unknown }).require,
      keys: Object.keys(window.vds),
    }));
    expect(globals.require).toBe('undefined');
    expect(globals.keys).toEqual([...BRIDGE_KEYS]);
  } finally {
    await app.close();
    await rm(userDataDir, { recursive: true, force: true });
  }
});
