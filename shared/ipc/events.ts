import type { SettingsSnapshot, KeychainStatus, AppInfo } from './app-channels';

/** Events main pushes to the renderer: name → payload. */
export interface AppEvents {
  'settings.changed': SettingsSnapshot;
  'keychain.changed': KeychainStatus;
  'app.changed': AppInfo;
}

export const EVENT_NAMES = ['settings.changed', 'keychain.changed', 'app.changed'] as const satisfies readonly (keyof AppEvents)[];
