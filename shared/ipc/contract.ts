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
import { dealRatingChannels } from './deal-rating-channels';
import { nearestListingsChannels } from './nearest-listings-channels';
import { vehiclePageChannels } from './vehicle-page-channels';
import { spendChannels } from './spend-channels';
import { updateChannels } from './update-channels';
import { marketChannels } from './market-channels';
import { alertChannels } from './alert-channels';
import { dealerLotChannels } from './dealer-lot-channels';
import { CHANNEL_NAME_LIST, type ListedChannelName } from './channel-names';

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
  ...nearestListingsChannels,
  ...dealRatingChannels,
  ...vehiclePageChannels,
  ...spendChannels,
  ...updateChannels,
  ...marketChannels,
  ...alertChannels,
  ...dealerLotChannels,
} as const;

type Contract = typeof contract;
export type ChannelName = keyof Contract;
export const CHANNEL_NAMES: readonly ChannelName[] = CHANNEL_NAME_LIST;

// The preload's plain list and the contract must name the same channels: a channel
// missing from either side is a type error here (the constant exists only to be type-checked).
type MissingFromList = Exclude<ChannelName, ListedChannelName>;
type MissingFromContract = Exclude<ListedChannelName, ChannelName>;
const _everyChannelListed: [MissingFromList, MissingFromContract] extends [never, never]
  ? true
  : [MissingFromList, MissingFromContract] = true;

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
