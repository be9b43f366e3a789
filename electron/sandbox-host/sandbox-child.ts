// The port between main and a process of its own: Electron's utilityProcess in the app
// (utility-process-child.ts), child_process.fork under Node (fork-sandbox-child.ts).
// The hosts (sandbox-process-host.ts, offline-decode/offline-decode-host.ts) see only this.
import type { ParentMessage } from '../sandbox/sandbox-protocol';

export interface ChildPort<Message> {
  readonly pid: number | undefined;
  postMessage(message: Message): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Once, when the process has ended for any reason; code null when it was killed by a signal. */
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** Starts one process running a built entry (or, in tests, its source). */
export type SpawnChild<Message> = () => ChildPort<Message>;

export type SandboxChild = ChildPort<ParentMessage>;

/** Starts one sandbox process running sandbox-process.ts (built: sandbox-process.js). */
export type SpawnSandboxChild = SpawnChild<ParentMessage>;
