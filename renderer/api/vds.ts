// The one file that touches window.vds. Everything else in the renderer calls
// `invoke`, which unwraps the Result into data or a thrown VdsError, the shape
// TanStack Query expects, and cancels the call in main when the query is dropped.
import type { AppError } from '../../shared/ipc/app-error';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../shared/ipc/contract';
import type { EventName, EventPayload, VdsBridge } from '../../shared/ipc/bridge';
import type { SpendActivity } from '../../shared/spend/spend-activity';

declare global {
  interface Window {
    vds: VdsBridge;
  }
}

export class VdsError extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
    this.name = 'VdsError';
  }
}

let sequence = 0;
function nextRequestId(): string {
  sequence += 1;
  return `r${Date.now().toString(36)}-${sequence}`;
}

/** Calls a channel in main. Resolves with its data, or throws a VdsError carrying the AppError. */
export async function invoke<K extends ChannelName>(
  channel: K,
  input: ChannelInput<K>,
  signal?: AbortSignal,
  activity?: SpendActivity,
  /** Only what main holds or what is free: a paid call is refused ('spend-held') instead of made. */
  cachedOnly?: boolean,
): Promise<ChannelOutput<K>> {
  const bridge = window.vds;
  const requestId = nextRequestId();
  const onAbort = () => bridge.cancel(requestId);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const result = await bridge.invoke(channel, input, {
      requestId,
      ...(activity ? { activity } : {}),
      ...(cachedOnly ? { cachedOnly: true } : {}),
    });
    if (!result.ok) throw new VdsError(result.error);
    return result.data;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Subscribes to an event pushed by main; returns the unsubscribe function. */
export function subscribe<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  return window.vds.on(event, listener);
}

export function isVdsError(error: unknown): error is VdsError {
  return error instanceof VdsError;
}
