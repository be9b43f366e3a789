// The port between main and the sandbox's process: Electron's utilityProcess in the
// app (utility-process-child.ts), child_process.fork under Node (fork-sandbox-child.ts).
// The host (sandbox-process-host.ts) sees only this.
import type { ParentMessage } from '../sandbox/sandbox-protocol';

export interface SandboxChild {
  readonly pid: number | undefined;
  postMessage(message: ParentMessage): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Once, when the process has ended for any reason; code null when it was killed by a signal. */
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

/** Starts one sandbox process running sandbox-process.ts (built: sandbox-process.js). */
export type SpawnSandboxChild = () => SandboxChild;
