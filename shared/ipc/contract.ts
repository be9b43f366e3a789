import type { z } from 'zod';
import type { ChannelDefinition } from './channel';
import { appChannels } from './app-channels';
import { serviceChannels } from './service-channels';
import { documentChannels } from './document-channels';
import { photoChannels } from './photo-channels';
import { listingToolsChannels } from './listing-tools-channels';
import { sweepChannels } from './sweep-channels';
import { offlineDecodeChannels } from './offline-decode-channels';
import { barcodeChannels } from './barcode-channels';
import { watchlistChannels } from './watchlist-channels';
import { geoChannels } from './geo-channels';
import type { Result } from './app-error';
import type { AppEvents } from './events';

/** The one map of every IPC channel: name → input schema and output type. */
// Each feature's channels live in their own file and are spread in here, one line each.
export const contract = {
  ...appChannels,
  ...serviceChannels,
  ...documentChannels,
  ...photoChannels,
  ...listingToolsChannels,
  ...sweepChannels,
  ...offlineDecodeChannels,
  ...barcodeChannels,
  ...watchlistChannels,
  ...geoChannels,
} as const;

export type Contract = typeof contract;
export type ChannelName = keyof Contract;
export const CHANNEL_NAMES = Object.keys(contract) as ChannelName[];

type InputSchemaOf<K extends ChannelName> = Contract[K]['input'];
/** What the renderer passes (before defaults and transforms). */
export type ChannelInput<K extends ChannelName> = z.input<InputSchemaOf<K>>;
/** What the handler receives, after main parsed it. */
export type ParsedInput<K extends ChannelName> = z.output<InputSchemaOf<K>>;
export type ChannelOutput<K extends ChannelName> =
  Contract[K] extends ChannelDefinition<z.ZodType, infer Output> ? Output : never;

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

export interface InvokeOptions {
  /** Lets the renderer cancel the call with vds.cancel(requestId). */
  requestId?: string;
}

/** The envelope every invoke carries across IPC. */
export interface InvokePayload {
  input: unknown;
  requestId?: string;
}

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

export type EventName = keyof AppEvents;
export type EventPayload<E extends EventName> = AppEvents[E];
