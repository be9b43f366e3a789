// Query keys of the service channels, written once: [scope, channel, input]. Every
// factory in the *-queries files builds its key here, so invalidation can address
// one channel (serviceKeys.channel) or all service data (serviceKeys.all).
import type { ChannelInput } from '../../shared/ipc/contract';
import type { ServiceChannelName } from '../../shared/ipc/service-channels';

export const serviceKeys = {
  all: ['vds'] as const,
  channel: <K extends ServiceChannelName>(channel: K) => ['vds', channel] as const,
  call: <K extends ServiceChannelName>(channel: K, input: ChannelInput<K>) => ['vds', channel, input] as const,
};
