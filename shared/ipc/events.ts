import type { AppAlert } from './alert-channels';
import type { SettingsSnapshot, KeychainStatus, AppInfo } from './app-channels';
import type { ExportProgress, SavedSearchAlertChange } from './listing-tools-channels';
import type { SweepDelta } from './sweep-channels';
import type { WatchlistDelta } from './watchlist-channels';

/** Where a vindesk: link asks the window to go: a VIN's detail, or a plate looked up on the lot. */
/** A sheet the menu asks the window to open over the current screen (Help → Keyboard Shortcuts). */
export type SheetName = 'keyboard-shortcuts';

export type NavigateTarget = { kind: 'vin'; vin: string } | { kind: 'plate'; state: string; plate: string };

/** Events main pushes to the renderer: name → payload. */
export interface AppEvents {
  'settings.changed': SettingsSnapshot;
  'keychain.changed': KeychainStatus;
  'app.changed': AppInfo;
  'export.progress': ExportProgress;
  /** Deltas, at most 10 a second: see SweepDelta. */
  'sweep.changed': SweepDelta;
  /** Deltas: see WatchlistDelta. */
  'watchlist.changed': WatchlistDelta;
  /** The alerts kept, newest first, after one was raised or the list was cleared. */
  'alerts.changed': AppAlert[];
  /** Saved searches whose alert state changed: a check answered, or the spend guard refused it. */
  'savedSearches.changed': SavedSearchAlertChange[];
  'app.navigate': NavigateTarget;
  'app.openSheet': SheetName;
}

export const EVENT_NAMES = [
  'settings.changed',
  'keychain.changed',
  'app.changed',
  'export.progress',
  'sweep.changed',
  'watchlist.changed',
  'alerts.changed',
  'savedSearches.changed',
  'app.navigate',
  'app.openSheet',
] as const satisfies readonly (keyof AppEvents)[];

// Every event must be listed, or the preload would never forward it: a missing name is a type error here
// (the constant exists only to be type-checked).
type UnlistedEvents = Exclude<keyof AppEvents, (typeof EVENT_NAMES)[number]>;
const _everyEventListed: UnlistedEvents extends never ? true : UnlistedEvents = true;
