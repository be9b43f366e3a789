import type { AppInfo, KeyCheck } from '../../shared/ipc/app-channels';
import type { AppChannelName } from '../../shared/ipc/app-channels';
import { AppErrorException, appError } from '../../shared/ipc/app-error';
import type { Handler } from '../ipc/router';
import type { KeyService } from '../keychain/key-service';
import { isSafeExternalUrl } from '../security/navigation-guards';
import type { SettingsStore } from '../settings/settings-store';
import type { EventHub } from './event-hub';
import type { ServiceTarget } from './service-target';

export type AppHandlers = { [K in AppChannelName]: Handler<K> };

export interface AppHandlerDeps {
  keys: KeyService;
  settings: SettingsStore;
  target: ServiceTarget;
  events: EventHub;
  appInfo: () => AppInfo;
  /** One cheap call with the key in force (after a key is saved). */
  checkKey: () => Promise<KeyCheck>;
  openExternal: (url: string) => Promise<void>;
}

/** Handlers of the app's own channels: key, settings, app info, external links. */
export function createAppHandlers(deps: AppHandlerDeps): AppHandlers {
  const { keys, settings, target, events } = deps;

  function keyChanged() {
    const status = keys.status();
    events.emit('keychain.changed', status);
    events.emit('app.changed', deps.appInfo());
    // Leaving live mode needs the sandbox; start it now rather than on the next lookup.
    if (target.mode === 'demo') target.ensureSandbox().catch(() => undefined);
    return status;
  }

  return {
    'app.info': () => deps.appInfo(),
    'keychain.status': () => keys.status(),
    'keychain.setKey': async (input) => {
      await keys.setKey(input.key, input.store);
      const status = keyChanged();
      // Saving is not proof: one call tells the person whether the service takes the key.
      if (target.mode !== 'live') return status;
      const check = await deps.checkKey();
      events.emit('app.changed', deps.appInfo());
      return { ...status, check };
    },
    'keychain.clearKey': async () => {
      await keys.clearKey();
      return keyChanged();
    },
    'settings.get': () => settings.snapshot(),
    'settings.update': async (patch) => {
      const snapshot = await settings.update(patch);
      events.emit('settings.changed', snapshot);
      events.emit('app.changed', deps.appInfo());
      return snapshot;
    },
    'shell.openExternal': async ({ url }) => {
      if (!isSafeExternalUrl(url)) {
        throw new AppErrorException(
          appError('invalid-input', 'UNSAFE_URL', 'Only secure web pages (https://) can be opened from VinDesk.'),
        );
      }
      await deps.openExternal(url);
      return { opened: true };
    },
  };
}
