// main's side of the vPIC process (vpic-process/): started on the first decode,
// requests multiplexed over the process channel by id, answers kept in a small LRU (a
// sweep and the window ask for the same VINs again), restarted on the next decode after it
// died, and closed when idle so its few hundred MB are given back.
import type { VinDecode } from '../../../shared/schemas/vin-decode-schema';
import type { ChildPort, SpawnChild } from '../../../node/child-process/child-port';
import {
  vpicChildMessageSchema,
  type VpicChildMessage,
  type VpicParentMessage,
} from '../../../node/vpic/vpic-protocol';
import { LruCache } from './lru-cache';
import type { DecodeOffline } from '../../../node/vpic/vpic-decode';
import { lowerPriority } from '../../platform/child-process/lower-priority';

interface HostTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: HostTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface OfflineDecodeHostOptions {
  /** Starts the vPIC process: a utilityProcess in the app, a fork under Node. */
  spawn: SpawnChild<VpicParentMessage>;
  /** Where the indexed vPIC is cached: the demo sandbox's folder, so it is built once. */
  cacheDir: string;
  /** A build-time folder holding the indexed vPIC gzipped; default: the one beside the process's entry. */
  prebuiltDir?: string;
  /** The process is closed after this long without a decode; default 2 minutes. */
  idleMs?: number;
  /** A decode unanswered this long fails and the process is ended (it hangs); default 30 s. */
  answerWithinMs?: number;
  /**
   * The same for decodes asked before the process's first answer, which wait for vPIC to open:
   * on a first run with no prebuilt copy that means indexing it. Default 10 minutes.
   */
  openWithinMs?: number;
  /** How many decodes main keeps; default 2,000 (well under 1 MB). */
  cacheSize?: number;
  /** How long close waits for a clean exit before killing; default 5 s. */
  closeWithinMs?: number;
  timers?: HostTimers;
}

export interface OfflineDecodeHost {
  decode: DecodeOffline;
  /** The running process's id; undefined while none runs. */
  readonly pid: number | undefined;
  /** The process's resident memory in bytes; null while none runs. */
  rss(): Promise<number | null>;
  /** Ends the process (if running); later decodes fail. */
  close(): Promise<void>;
}

interface Pending {
  resolve(value: VinDecode | null): void;
  reject(error: Error): void;
  timer: unknown;
}

interface Running {
  child: ChildPort<VpicParentMessage>;
  pending: Map<number, Pending>;
  pongs: Map<number, (rss: number | null) => void>;
  exited: Promise<void>;
  gone: boolean;
  /** It has answered a decode, so vPIC is open. */
  answered: boolean;
}

const NAME = 'The offline VIN decoder';

function exitReason(code: number | null): string {
  return code === null ? 'it was ended by a signal' : `it exited with code ${code}`;
}

export function createOfflineDecodeHost(options: OfflineDecodeHostOptions): OfflineDecodeHost {
  const timers = options.timers ?? realTimers;
  const cache = new LruCache<string, VinDecode | null>(options.cacheSize ?? 2_000);
  const inFlight = new Map<string, Promise<VinDecode | null>>();
  let running: Running | null = null;
  let nextId = 1;
  let idleTimer: unknown = null;
  let closed = false;

  function stopIdleTimer(): void {
    if (idleTimer !== null) timers.clearTimeout(idleTimer);
    idleTimer = null;
  }

  function startIdleTimer(): void {
    stopIdleTimer();
    idleTimer = timers.setTimeout(() => {
      idleTimer = null;
      void endProcess();
    }, options.idleMs ?? 120_000);
  }

  function failAll(run: Running, error: Error): void {
    for (const pending of run.pending.values()) {
      timers.clearTimeout(pending.timer);
      pending.reject(error);
    }
    run.pending.clear();
    for (const answer of run.pongs.values()) answer(null);
    run.pongs.clear();
  }

  /** Ends a process that misbehaved; the next decode starts a new one rather than waiting on this one's exit. */
  function retire(run: Running): void {
    if (running === run) running = null;
    if (!run.gone) run.child.kill();
  }

  function start(): Running {
    let child: ChildPort<VpicParentMessage>;
    try {
      child = options.spawn();
    } catch (error) {
      throw new Error(`${NAME} could not be started: ${error instanceof Error ? error.message : String(error)}.`);
    }
    let markExited: () => void = () => undefined;
    const run: Running = {
      child,
      pending: new Map(),
      pongs: new Map(),
      exited: new Promise<void>((done) => (markExited = done)),
      gone: false,
      answered: false,
    };
    child.onExit((code) => {
      run.gone = true;
      if (running === run) {
        running = null;
        stopIdleTimer();
      }
      failAll(run, new Error(`${NAME} stopped before answering: ${exitReason(code)}.`));
      markExited();
    });
    child.onMessage((raw) => {
      const parsed = vpicChildMessageSchema.safeParse(raw);
      if (!parsed.success) {
        failAll(run, new Error(`${NAME} sent a message VinDesk does not understand.`));
        retire(run);
        return;
      }
      handle(run, parsed.data);
    });
    // Sweeps keep the decoder busy; main's timers come first (utilityProcess: pid known once spawned).
    let lowered = lowerPriority(child.pid);
    child.onMessage(() => {
      if (!lowered) lowered = lowerPriority(child.pid);
    });
    const start: VpicParentMessage = { type: 'start', cacheDir: options.cacheDir };
    if (options.prebuiltDir) start.prebuiltDir = options.prebuiltDir;
    child.postMessage(start);
    return run;
  }

  function settle(run: Running, id: number, outcome: { decode: VinDecode | null } | { error: Error }): void {
    const pending = run.pending.get(id);
    if (!pending) return;
    run.pending.delete(id);
    timers.clearTimeout(pending.timer);
    if ('error' in outcome) pending.reject(outcome.error);
    else pending.resolve(outcome.decode);
    if (run.pending.size === 0 && running === run) startIdleTimer();
  }

  function handle(run: Running, message: VpicChildMessage): void {
    switch (message.type) {
      case 'decoded':
        run.answered = true;
        settle(run, message.id, { decode: message.decode });
        return;
      case 'failed':
        settle(run, message.id, { error: new Error(`${NAME} failed: ${message.message}`) });
        return;
      case 'pong':
        run.pongs.get(message.id)?.(message.rss);
        run.pongs.delete(message.id);
        return;
      case 'error':
        // The process could not read what main sent: a bug on one side; start afresh next time.
        failAll(run, new Error(`${NAME} failed: ${message.message}`));
        retire(run);
        return;
      case 'closed':
        return;
    }
  }

  function ask(vin: string): Promise<VinDecode | null> {
    if (closed) return Promise.reject(new Error(`${NAME} is closed: VinDesk is quitting.`));
    stopIdleTimer();
    let run: Running;
    try {
      run = running && !running.gone ? running : (running = start());
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const id = nextId++;
    const answerWithinMs = run.answered ? (options.answerWithinMs ?? 30_000) : (options.openWithinMs ?? 600_000);
    return new Promise<VinDecode | null>((resolve, reject) => {
      const timer = timers.setTimeout(() => {
        // Unanswered this long, the process is hung: ended, and started afresh on the next decode.
        settle(run, id, { error: new Error(`${NAME} did not answer within ${Math.round(answerWithinMs / 1000)} s.`) });
        retire(run);
      }, answerWithinMs);
      run.pending.set(id, { resolve, reject, timer });
      run.child.postMessage({ type: 'decode', id, vin });
    });
  }

  function decode(vin: string): Promise<VinDecode | null> {
    if (cache.has(vin)) return Promise.resolve(cache.get(vin) ?? null);
    const asked = inFlight.get(vin);
    if (asked) return asked;
    const answer = ask(vin).then((result) => {
      cache.set(vin, result);
      return result;
    });
    inFlight.set(vin, answer);
    const forget = () => inFlight.delete(vin);
    answer.then(forget, forget);
    return answer;
  }

  async function endProcess(): Promise<void> {
    const run = running;
    if (!run || run.gone) return;
    running = null;
    const force = timers.setTimeout(() => run.child.kill(), options.closeWithinMs ?? 5_000);
    run.child.postMessage({ type: 'close' });
    await run.exited;
    timers.clearTimeout(force);
  }

  return {
    decode,
    get pid() {
      return running && !running.gone ? running.child.pid : undefined;
    },
    rss() {
      const run = running;
      if (!run || run.gone) return Promise.resolve(null);
      const id = nextId++;
      return new Promise<number | null>((answer) => {
        run.pongs.set(id, answer);
        run.child.postMessage({ type: 'ping', id });
      });
    },
    async close() {
      closed = true;
      stopIdleTimer();
      await endProcess();
    },
  };
}
