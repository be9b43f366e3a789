import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Entry } from '@napi-rs/keyring';
import { OsKeyStore } from './os-key-store';
import { KEYCHAIN_SERVICE } from './key-store';

// Runs against the real OS keychain (Secret Service through D-Bus on Linux) and checks
// each step with secret-tool, an independent client. Where no Secret Service answers,
// the test reports itself skipped with the reason, unless VINDESK_REQUIRE_REAL_PARTS=1
// (set by .ci/run), under which a missing keychain is a failure.
const requireReal = process.env.VINDESK_REQUIRE_REAL_PARTS === '1';
const account = `integration-${process.pid}-${Date.now()}`;

function secretServiceProblem(): string | null {
  if (process.platform !== 'linux') return 'secret-tool checks are Linux-only';
  // secret-tool has no --version; running it bare prints usage and exits 2, but only ENOENT means it is missing.
  if (spawnSync('secret-tool', [], { stdio: 'ignore' }).error) return 'secret-tool (libsecret-tools) is not installed';
  try {
    const probe = new Entry(KEYCHAIN_SERVICE, `${account}-probe`);
    probe.setPassword('probe');
    probe.deletePassword();
    return null;
  } catch (error) {
    return `no unlocked Secret Service on this D-Bus session (${error instanceof Error ? error.message : String(error)})`;
  }
}

function lookup(): string | null {
  try {
    return execFileSync('secret-tool', ['lookup', 'service', KEYCHAIN_SERVICE, 'username', account], {
      encoding: 'utf8',
    });
  } catch {
    return null;
  }
}

const problem = secretServiceProblem();
if (problem && requireReal) throw new Error(`VINDESK_REQUIRE_REAL_PARTS=1 but the OS keychain is unusable: ${problem}`);

describe.skipIf(problem !== null)(
  `OS keychain through Secret Service${problem ? ` (skipped: ${problem})` : ''}`,
  () => {
    it('stores, reads back and deletes the key, as secret-tool sees it', async () => {
      const store = new OsKeyStore(KEYCHAIN_SERVICE, account);
      expect(await store.probe()).toEqual({ available: true });
      expect(await store.read()).toBeNull();

      await store.write('vd_test_key_0123456789');
      expect(lookup()).toBe('vd_test_key_0123456789');
      expect(await store.read()).toBe('vd_test_key_0123456789');

      await store.write('vd_test_key_rotated');
      expect(lookup()).toBe('vd_test_key_rotated');

      expect(await store.remove()).toBe(true);
      expect(lookup()).toBeNull();
      expect(await store.read()).toBeNull();
      expect(await store.remove()).toBe(false);
    });
  },
);
