import type { SettingsSnapshot, KeychainStatus, AppInfo } from './app-channels';
import type { ExportProgress } from './listing-tools-channels';
import type { SweepStatus } from './sweep-channels';

/** Events main pushes to the renderer: name → payload. */
export interface AppEvents {
  'settings.changed': SettingsSnapshot;
  'keychain.changed': KeychainStatus;
  'app.changed': AppInfo;
  'export.progress': ExportProgress;
  'sweep.changed': SweepStatus;
}

export const EVENT_NAMES = [
  'settings.changed',
  'keychain.changed',
  'app.changed',
  'export.progress',
] as const satisfies readonly (keyof AppEvents)[];
