// A stand-in for window.vds in unit tests: answers from per-channel handlers and
// records every call, so a test can assert what was (or was not) sent to main.
import type { AppError, Result } from '../../shared/ipc/app-error';
import type { AppInfo, KeychainStatus, SettingsSnapshot } from '../../shared/ipc/app-channels';
import type { ChannelName } from '../../shared/ipc/contract';
import type { EventName, VdsBridge } from '../../shared/ipc/bridge';
import { DEFAULT_SETTINGS } from '../../shared/settings/settings-schema';
import type { SpendActivity } from '../../shared/spend/spend-activity';

/** How the window asked (the invoke envelope's extras), as a handler and the record see it. */
interface FakeCallHow {
  activity?: SpendActivity;
  cachedOnly?: true;
}

type FakeHandler = (input: unknown, how: FakeCallHow) => unknown;

/** One call as sent; activity and cachedOnly only when the window set them. */
type FakeCall = { channel: string; input: unknown } & FakeCallHow;

export interface FakeBridge {
  bridge: VdsBridge;
  calls: FakeCall[];
  /** The channels of the calls the window called off (bridge.cancel), in order. */
  cancelled: string[];
  handle(channel: ChannelName, handler: FakeHandler): void;
  emit(event: EventName, payload: unknown): void;
}

/** Thrown by a handler to answer with { ok: false, error }. */
export class FakeFailure {
  constructor(readonly error: AppError) {}
}

export const demoInfo: AppInfo = {
  version: '1.2.3',
  mode: 'demo',
  plan: 'scale',
  dialect: 'spec',
  platform: 'linux',
  connection: { state: 'demo' },
};
export const noKey: KeychainStatus = {
  hasKey: false,
  source: 'none',
  store: 'os-keychain',
  keychainAvailable: true,
};
const defaultSnapshot: SettingsSnapshot = { settings: DEFAULT_SETTINGS };

function createFakeBridge(): FakeBridge {
  const handlers = new Map<string, FakeHandler>([
    ['app.info', () => demoInfo],
    ['keychain.status', () => noKey],
    ['settings.get', () => defaultSnapshot],
    // A development build names no update server (issue 37).
    ['updates.status', () => ({ state: 'off', reason: 'no-feed', platform: 'linux' })],
  ]);
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const calls: FakeCall[] = [];
  const cancelled: string[] = [];
  const channelOfRequest = new Map<string, string>();

  const bridge = {
    async invoke(
      channel: string,
      input: unknown,
      options?: FakeCallHow & { requestId?: string },
    ): Promise<Result<unknown>> {
      if (options?.requestId) channelOfRequest.set(options.requestId, channel);
      const how: FakeCallHow = {
        ...(options?.activity ? { activity: options.activity } : {}),
        ...(options?.cachedOnly ? { cachedOnly: true as const } : {}),
      };
      calls.push({ channel, input, ...how });
      const handler = handlers.get(channel);
      if (!handler)
        return { ok: false, error: { kind: 'internal', code: 'NO_FAKE', message: `No fake for ${channel}` } };
      try {
        return { ok: true, data: await handler(input, how) };
      } catch (failure) {
        if (failure instanceof FakeFailure) return { ok: false, error: failure.error };
        throw failure;
      }
    },
    cancel(requestId: string) {
      const channel = channelOfRequest.get(requestId);
      if (channel) cancelled.push(channel);
    },
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  } as unknown as VdsBridge;

  return {
    bridge,
    calls,
    cancelled,
    handle: (channel, handler) => handlers.set(channel, handler),
    emit: (event, payload) => listeners.get(event)?.forEach((listener) => listener(payload)),
  };
}

/** Installs a fresh fake as window.vds and returns it. */
export function installFakeBridge(): FakeBridge {
  const fake = createFakeBridge();
  Object.defineProperty(window, 'vds', { value: fake.bridge, configurable: true, writable: true });
  return fake;
}
