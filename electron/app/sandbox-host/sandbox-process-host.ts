// Main's side of the sandbox process: starts it, relays its progress, checks it is
// healthy (an HTTP answer at start, then a ping over the channel now and then), and
// tells its owner when it ended on its own. Restarting is the owner's choice
// (ServiceTarget restarts it once).
import type { Dialect } from '../../../shared/service/dialect';
import type { SandboxFaultRule, SandboxOptions, SandboxSamples } from '../../../sandbox/start-sandbox';
import {
  childMessageSchema,
  type ChildMessage,
  type FaultRuleMessage,
  type ParentMessage,
  type SandboxProcessOptions,
} from '../../../sandbox/sandbox-protocol';
import type { ChildPort, SpawnChild } from '../../../node/child-process/child-port';

import { lowerPriority } from '../../platform/child-process/lower-priority';

/** Starts one sandbox process running sandbox/sandbox-process.ts (built: sandbox-process.js). */
export type SpawnSandboxChild = SpawnChild<ParentMessage>;

export interface SandboxProcess {
  url: string;
  v1Url: string;
  port: number;
  dialect: Dialect;
  samples: SandboxSamples;
  readonly pid: number | undefined;
  /** The sandbox process's resident memory in bytes, asked over the channel. */
  rss(): Promise<number>;
  /** How many 429 answers the sandbox has given (plan pacing checks), asked over the channel. */
  throttledCount(): Promise<number>;
  /** Fault rules for tests and benchmarks, sent to the process (it applies them in order). */
  faults: { add(rule: SandboxFaultRule): void; clear(): void };
  /** Called once if the process ends other than by close(): a crash, a kill, a failed health check. */
  onExit(listener: (reason: string) => void): void;
  close(): Promise<void>;
}

interface Pong {
  rss: number;
  throttled: number;
}

export interface HostTiming {
  /** How often a ready sandbox is pinged; default 10 s. */
  pingEveryMs?: number;
  /** A ping unanswered this long means the process hangs: it is ended. Default 20 s. */
  pongWithinMs?: number;
  /** How long close() waits for a clean exit before killing; default 5 s. */
  closeWithinMs?: number;
}

/** The options that can cross to the process; a clock or a callback cannot. */
function processOptions(options: SandboxOptions): SandboxProcessOptions {
  const { port, host, listings, seed, cacheDir, prebuiltDir, rateLimit, dialect, day } = options;
  const picked: SandboxProcessOptions = { port, host, listings, seed, cacheDir, prebuiltDir, rateLimit, dialect, day };
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined));
}

/** A rule as it can cross to the process: a RegExp path goes as its source and flags. */
function faultRuleMessage({ path, ...rule }: SandboxFaultRule): FaultRuleMessage {
  if (path === undefined) return rule;
  return { ...rule, path: typeof path === 'string' ? path : { pattern: path.source, flags: path.flags } };
}

function exitReason(code: number | null): string {
  return code === null ? 'it was ended by a signal' : `it exited with code ${code}`;
}

/** Answers at once or not at all: the sandbox is on this machine. */
async function answersHttp(url: string): Promise<void> {
  const response = await fetch(`${url}/_sandbox/samples`, { signal: AbortSignal.timeout(5_000) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`its health check answered HTTP ${response.status}`);
}

export function startSandboxProcess(
  options: SandboxOptions,
  spawn: SpawnSandboxChild,
  timing: HostTiming = {},
): Promise<SandboxProcess> {
  const child: ChildPort<ParentMessage> = spawn();
  let lowered = lowerPriority(child.pid);
  const exitListeners: ((reason: string) => void)[] = [];
  const pongs = new Map<number, (pong: Pong | null) => void>();
  let nextPing = 1;
  let closing = false;
  let exited: string | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed: (() => void) | null = null;

  return new Promise<SandboxProcess>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      child.kill();
      reject(error);
    };

    child.onExit((code) => {
      exited = exitReason(code);
      clearInterval(heartbeat);
      for (const answer of pongs.values()) answer(null);
      pongs.clear();
      closed?.();
      if (!settled) fail(new Error(`The demo data process stopped while starting: ${exited}.`));
      else if (!closing) for (const listener of exitListeners.splice(0)) listener(exited);
    });

    child.onMessage((raw) => {
      if (!lowered) lowered = lowerPriority(child.pid);
      const parsed = childMessageSchema.safeParse(raw);
      if (!parsed.success) {
        fail(new Error('The demo data process sent a message VinDesk does not understand.'));
        return;
      }
      handle(parsed.data);
    });

    function ping(): Promise<Pong> {
      if (exited) return Promise.reject(new Error(`The demo data process is not running: ${exited}.`));
      const id = nextPing++;
      return new Promise<Pong>((answer, refuse) => {
        const timer = setTimeout(() => {
          pongs.delete(id);
          refuse(new Error('The demo data process did not answer a health check.'));
        }, timing.pongWithinMs ?? 20_000);
        timer.unref();
        pongs.set(id, (pong) => {
          clearTimeout(timer);
          if (!pong) refuse(new Error(`The demo data process is not running: ${exited ?? ''}.`));
          else answer(pong);
        });
        child.postMessage({ type: 'ping', id });
      });
    }

    function handle(message: ChildMessage): void {
      switch (message.type) {
        case 'progress':
          options.onProgress?.({ phase: message.phase, done: message.done, total: message.total });
          return;
        case 'pong':
          pongs.get(message.id)?.({ rss: message.rss, throttled: message.throttled });
          pongs.delete(message.id);
          return;
        case 'error':
          fail(new Error(message.message));
          return;
        case 'closed':
          return;
        case 'ready': {
          const ready = message;
          answersHttp(ready.url).then(
            () => {
              if (settled) return;
              settled = true;
              heartbeat = setInterval(() => {
                // A hung process is ended; its exit then reaches the owner like a crash.
                ping().catch(() => {
                  if (!exited && !closing) child.kill();
                });
              }, timing.pingEveryMs ?? 10_000);
              heartbeat.unref();
              resolve({
                url: ready.url,
                v1Url: ready.v1Url,
                port: ready.port,
                dialect: options.dialect ?? 'spec',
                samples: ready.samples,
                get pid() {
                  return child.pid;
                },
                rss: () => ping().then((pong) => pong.rss),
                throttledCount: () => ping().then((pong) => pong.throttled),
                faults: {
                  add: (rule) => {
                    if (!exited) child.postMessage({ type: 'addFault', rule: faultRuleMessage(rule) });
                  },
                  clear: () => {
                    if (!exited) child.postMessage({ type: 'clearFaults' });
                  },
                },
                onExit: (listener) => {
                  if (exited && !closing) listener(exited);
                  else exitListeners.push(listener);
                },
                close: () => {
                  closing = true;
                  clearInterval(heartbeat);
                  if (exited) return Promise.resolve();
                  return new Promise<void>((done) => {
                    closed = done;
                    const force = setTimeout(() => child.kill(), timing.closeWithinMs ?? 5_000);
                    force.unref();
                    child.postMessage({ type: 'close' });
                  });
                },
              });
            },
            (error: unknown) =>
              fail(new Error(`The demo data process started but ${error instanceof Error ? error.message : error}.`)),
          );
          return;
        }
      }
    }

    child.postMessage({ type: 'start', options: processOptions(options) });
  });
}
