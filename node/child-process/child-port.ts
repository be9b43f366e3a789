// The port between main and a process of its own: Electron's utilityProcess in the app
// (utility-process-child.ts), child_process.fork under Node (fork-child.ts).
// The hosts (electron/app/sandbox-host/sandbox-process-host.ts,
// electron/features/offline-decode/offline-decode-host.ts) see only this.

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
