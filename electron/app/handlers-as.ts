import type { ChannelName } from '../../shared/ipc/contract';
import type { SpendActivity } from '../../shared/spend/spend-activity';
import type { Handler } from '../platform/ipc/router';
import { withActivity } from '../service/call-activity';

/**
 * The same handlers, each run as the activity `activityOf` names for its channel: main's own
 * reason for the calls they make (a CSV export, a saved search's count) wins over the
 * window's, since these handlers know what they are doing.
 */
export function handlersAs<M extends { [K in keyof M & ChannelName]: Handler<K> }>(
  handlers: M,
  activityOf: (channel: keyof M & ChannelName) => SpendActivity,
): M {
  const wrapped: Record<string, unknown> = {};
  for (const channel of Object.keys(handlers) as (keyof M & ChannelName)[]) {
    const handler = handlers[channel] as (...args: unknown[]) => unknown;
    wrapped[channel] = (...args: unknown[]) => withActivity(activityOf(channel), () => handler(...args));
  }
  return wrapped as M;
}
