import type { AppInfo, KeyCheck } from '../../shared/ipc/app-channels';
import type { AppChannelName } from '../../shared/ipc/app-channels';
import { AppErrorException, appError } from '../../shared/ipc/app-error';
import type { Handler } from '../platform/ipc/router';
import type { KeyService } from '../platform/keychain/key-service';
import type { KeyOriginBinding } from '../platform/keychain/key-origin-binding';
import { keyOriginRefusal } from '../platform/keychain/key-origins';
import { isPlanPageUrl } from './plan-page-rule';
import type { EventHub } from '../platform/events/event-hub';
import type { ServiceTarget } from './service-target';

export type AppHandlers = { [K in AppChannelName]: Handler<K> };

export interface AppHandlerDeps {
  keys: KeyService;
  /** The settings, with the stored key's binding to the service origins it may go to. */
  keyOrigins: KeyOriginBinding;
  target: ServiceTarget;
  events: EventHub;
  appInfo: () => AppInfo;
  /** One cheap call with the key in force (after a key is saved). */
  checkKey: () => Promise<KeyCheck>;
  openExternal: (url: string) => Promise<void>;
}

/** Handlers of the app's own channels: key, settings, app info, external links. */
export function createAppHandlers(deps: AppHandlerDeps): AppHandlers {
  const { keys, keyOrigins, target, events } = deps;

  function keyChanged() {
    const status = keys.status();
    events.emit('keychain.changed', status);
    // Which addresses still wait for a confirmation depends on the key in force.
    events.emit('settings.changed', keyOrigins.snapshot());
    events.emit('app.changed', deps.appInfo());
    // Leaving live mode needs the sandbox; start it now rather than on the next lookup.
    if (target.mode === 'demo') target.ensureSandbox().catch(() => undefined);
    return status;
  }

  return {
    'app.info': () => deps.appInfo(),
    'keychain.status': () => keys.status(),
    'keychain.setKey': async (input) => {
      // The key is saved in Settings beside the address on screen: it is bound to that address.
      await keyOrigins.bindToCurrentAddress();
      await keys.setKey(input.key, input.store);
      const saved = keys.currentKey();
      const status = keyChanged();
      // Saving is not proof: one call tells the person whether the service takes the key.
      if (target.mode !== 'live') return status;
      // Where the key may not go (the demo sandbox's address), nothing can be checked.
      const config = target.config();
      if (keyOriginRefusal(config.keyOrigins, config.baseUrl)) return status;
      const check = await deps.checkKey();
      // The key may have been removed or replaced while the check ran: the window is told the
      // status in force now, never the saved key's, and a check of a key gone is not reported.
      if (keys.currentKey() !== saved) return keys.status();
      events.emit('app.changed', deps.appInfo());
      return { ...status, check };
    },
    'keychain.clearKey': async () => {
      await keys.clearKey();
      return keyChanged();
    },
    'settings.get': () => keyOrigins.snapshot(),
    'settings.update': async (patch) => {
      // A new address for a stored key is saved only after main's own dialog confirms it.
      const reply = await keyOrigins.update(patch);
      events.emit('settings.changed', keyOrigins.snapshot());
      events.emit('app.changed', deps.appInfo());
      return reply;
    },
    'shell.openExternal': async ({ url }) => {
      if (!isPlanPageUrl(url, keyOrigins.snapshot().settings.baseUrl)) {
        throw new AppErrorException(
          appError('invalid-input', 'UNSAFE_URL', 'VinDesk opens only the service’s own plan pages from here.'),
        );
      }
      await deps.openExternal(url);
      return { opened: true };
    },
  };
}
