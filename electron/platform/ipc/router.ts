import { setMaxListeners } from 'node:events';
import { z } from 'zod';
import {
  contract,
  isChannelName,
  type ChannelName,
  type ChannelOutput,
  type ParsedInput,
} from '../../../shared/ipc/contract';
import { AppErrorException, appError, type AppError, type Result } from '../../../shared/ipc/app-error';
import type { SenderFrame } from '../security/trusted-sender';
import { SPEND_ACTIVITIES, type SpendActivity } from '../../../shared/spend/spend-activity';

/** Requests one call may have in flight at once before Node's leak warning is worth hearing. */
const MAX_FAN_OUT = 100;

interface HandlerContext {
  /** Aborted when the renderer cancels the call (vds.cancel) or the app shuts down. */
  signal: AbortSignal;
  requestId?: string;
}

export type Handler<K extends ChannelName> = (
  input: ParsedInput<K>,
  context: HandlerContext,
) => Promise<ChannelOutput<K>> | ChannelOutput<K>;

/** Exactly one handler per channel of the contract: a missing or extra one is a type error. */
export type HandlerMap = { [K in ChannelName]: Handler<K> };

export interface Router {
  dispatch(channel: unknown, payload: unknown, sender: SenderFrame): Promise<Result<unknown>>;
  cancel(requestId: unknown, sender: SenderFrame): void;
  /** Aborts every call in flight (on quit). */
  cancelAll(): void;
}

export interface RouterOptions {
  isTrustedSender: (frame: SenderFrame) => boolean;
  /** Where unexpected failures are reported. Never given the input, which may hold a key. */
  logError?: (channel: string, error: unknown) => void;
  /**
   * Runs a handler as the activity the window named (checked against SPEND_ACTIVITIES), or
   * none: the spend ledger puts the billed calls it makes down to it.
   */
  runAs?: <T>(channel: ChannelName, how: { activity?: SpendActivity; cachedOnly: boolean }, run: () => T) => T;
}

const PayloadSchema = z
  .object({
    input: z.unknown(),
    requestId: z.string().min(1).max(128).optional(),
    activity: z.enum(SPEND_ACTIVITIES).optional(),
    cachedOnly: z.literal(true).optional(),
  })
  .strict();

/**
 * The one wrapper every IPC call goes through: it checks the sender, parses the
 * input with the channel's schema, runs the handler and turns any failure into an
 * AppError value. It never throws and never rejects.
 */
export function createRouter(handlers: HandlerMap, options: RouterOptions): Router {
  const inFlight = new Map<string, AbortController>();

  async function dispatch(channel: unknown, payload: unknown, sender: SenderFrame): Promise<Result<unknown>> {
    if (!options.isTrustedSender(sender)) {
      return fail(
        appError(
          'unauthorized',
          'UNTRUSTED_SENDER',
          'This request did not come from VinDesk’s own window and was refused.',
        ),
      );
    }
    if (!isChannelName(channel)) {
      return fail(appError('invalid-input', 'UNKNOWN_CHANNEL', `VinDesk has no operation named “${String(channel)}”.`));
    }
    const envelope = PayloadSchema.safeParse(payload ?? {});
    if (!envelope.success) {
      if (envelope.error.issues.some((issue) => issue.path[0] === 'activity')) {
        return fail(
          appError(
            'invalid-input',
            'INVALID_ACTIVITY',
            `The request named an activity VinDesk does not know; it is one of: ${SPEND_ACTIVITIES.join(', ')}.`,
          ),
        );
      }
      return fail(appError('invalid-input', 'INVALID_ENVELOPE', 'The request was malformed and was not sent.'));
    }
    const parsed = contract[channel].input.safeParse(envelope.data.input);
    if (!parsed.success) return fail(inputError(parsed.error));

    const controller = new AbortController();
    // One call may fan out to many requests, each listening for its cancel (deal ratings:
    // a search per make and model); Node's default of 10 would warn of a leak there is not.
    setMaxListeners(MAX_FAN_OUT, controller.signal);
    const { requestId } = envelope.data;
    if (requestId) {
      inFlight.get(requestId)?.abort();
      inFlight.set(requestId, controller);
    }
    try {
      const handler = handlers[channel] as Handler<ChannelName>;
      const run = () => handler(parsed.data as ParsedInput<ChannelName>, { signal: controller.signal, requestId });
      const data = await (options.runAs
        ? options.runAs(
            channel,
            {
              ...(envelope.data.activity ? { activity: envelope.data.activity } : {}),
              cachedOnly: envelope.data.cachedOnly === true,
            },
            run,
          )
        : run());
      if (controller.signal.aborted) return fail(cancelled());
      return { ok: true, data };
    } catch (error) {
      if (error instanceof AppErrorException) return fail(error.appError);
      if (controller.signal.aborted) return fail(cancelled());
      options.logError?.(channel, error);
      return fail(
        appError(
          'internal',
          'INTERNAL',
          'Something went wrong inside VinDesk. Try again; if it keeps happening, restart the app.',
        ),
      );
    } finally {
      if (requestId && inFlight.get(requestId) === controller) inFlight.delete(requestId);
    }
  }

  return {
    dispatch,
    cancel(requestId, sender) {
      if (!options.isTrustedSender(sender) || typeof requestId !== 'string') return;
      inFlight.get(requestId)?.abort();
    },
    cancelAll() {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
  };
}

function fail(error: AppError): Result<never> {
  return { ok: false, error };
}

function cancelled(): AppError {
  return appError('cancelled', 'CANCELLED', 'The request was canceled.');
}

function inputError(error: z.ZodError): AppError {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const first = issues[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'The input is not valid.';
  return appError('invalid-input', 'INVALID_INPUT', message, { issues });
}
