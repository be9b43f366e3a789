import { describe, expect, it } from 'vitest';
import type { KeychainStatus } from '../../../shared/ipc/app-channels';
import { describeKeyStatus } from './describe-key-status';

// Offline, the key's status says what this computer holds for the service (issue 38 item 13):
// answers saved here and from when, nothing at all, or, while main has not said, neither.

const status: KeychainStatus = {
  hasKey: true,
  source: 'keychain',
  store: 'os-keychain',
  keychainAvailable: true,
  hint: 'cdef',
  check: { result: 'unreachable', message: 'Could not reach the service' },
};
const NOW = new Date(2026, 10, 28, 9, 30).getTime();

describe('the key status while the service cannot be reached', () => {
  it('names the newest saved answer’s date and time, with the year only when it is another', () => {
    const thisYear = describeKeyStatus(
      status,
      undefined,
      {
        count: 41,
        newestAt: new Date(2026, 10, 27, 16, 12).toISOString(),
      },
      NOW,
    );
    expect(thisYear.title).toBe('Offline: showing answers saved on this computer, the newest from Nov 27, 4:12 PM');
    expect(thisYear.tone).toBe('warn');
    expect(thisYear.detail).toContain('your key ending in cdef is not checked yet');
    const lastYear = describeKeyStatus(
      status,
      undefined,
      {
        count: 2,
        newestAt: new Date(2025, 11, 30, 9, 5).toISOString(),
      },
      NOW,
    );
    expect(lastYear.title).toBe(
      'Offline: showing answers saved on this computer, the newest from Dec 30, 2025, 9:05 AM',
    );
  });

  it('says searches will fail when nothing is saved, and claims nothing while it is not known', () => {
    const none = describeKeyStatus(status, undefined, { count: 0, newestAt: null }, NOW);
    expect(none.tone).toBe('error');
    expect(none.title).toBe('Offline: nothing is saved on this computer yet');
    expect(none.detail).toContain('searches and vehicle lookups will fail until it answers');
    const unknown = describeKeyStatus(status, undefined, undefined, NOW);
    expect(unknown.title).toBe('Offline: the service could not be reached');
    expect(unknown.detail).not.toMatch(/saved/);
  });

  it('leaves the other states as they were: live data after a check that worked', () => {
    const live = describeKeyStatus({ ...status, check: { result: 'works', message: 'Key works' } }, undefined, {
      count: 0,
      newestAt: null,
    });
    expect(live.title).toBe('Showing live data');
  });
});
