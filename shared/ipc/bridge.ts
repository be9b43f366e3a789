// The shape of window.vds and the wire names the preload and main agree on.
// Kept free of zod (type imports only) because the sandboxed preload bundles it.
import type { ChannelInput, ChannelName, ChannelOutput } from './contract';
import type { Result } from './app-error';
import type { AppEvents } from './events';

interface InvokeOptions {
  /** Lets the renderer cancel the call with vds.cancel(requestId). */
  requestId?: string;
}

/** The envelope every invoke carries across IPC. */
export interface InvokePayload {
  input: unknown;
  requestId?: string;
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
