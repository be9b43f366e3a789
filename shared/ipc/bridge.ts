// The shape of window.vds and the wire names the preload and main agree on.
// Kept free of zod (type imports only) because the sandboxed preload bundles it.
import type { ChannelInput, ChannelName, ChannelOutput } from './contract';
import type { Result } from './app-error';
import type { AppEvents } from './events';
import type { SpendActivity } from '../spend/spend-activity';

interface InvokeOptions {
  /** Lets the renderer cancel the call with vds.cancel(requestId). */
  requestId?: string;
  /** What the person is doing, for the spend ledger; main picks one by channel when absent and validates it. */
  activity?: SpendActivity;
  /**
   * Answer only from what main already holds (its cache) or what costs nothing (the demo
   * sandbox): a paid call is then refused with a 'spend-held' error naming its price.
   */
  cachedOnly?: true;
}

/** The envelope every invoke carries across IPC. */
export interface InvokePayload {
  input: unknown;
  requestId?: string;
  activity?: SpendActivity;
  cachedOnly?: true;
}

export type EventName = keyof AppEvents;
export type EventPayload<E extends EventName> = AppEvents[E];

/** window.vds: the renderer's only way out. Its keys are exactly BRIDGE_KEYS. */
export interface VdsBridge {
  invoke<K extends ChannelName>(
    channel: K,
    input: ChannelInput<K>,
    options?: InvokeOptions,
  ): Promise<Result<ChannelOutput<K>>>;
  cancel(requestId: string): void;
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}
export const BRIDGE_KEYS = ['invoke', 'cancel', 'on'] as const satisfies readonly (keyof VdsBridge)[];

/** IPC channel the preload uses for cancellation; not part of the invoke map. */
export const CANCEL_CHANNEL = 'vds:cancel';
/** Prefix of the IPC channels that carry events to the renderer. */
export const EVENT_PREFIX = 'vds:event:';
