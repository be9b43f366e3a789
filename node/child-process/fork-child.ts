import { fork } from 'node:child_process';
import type { ChildPort, SpawnChild } from './child-port';

/**
 * A child process under plain Node (tests, the bench): child_process.fork of the same
 * entry the app runs in a utilityProcess. `execArgv` lets tests run the entry from
 * source (['--import', 'tsx']).
 */
export function forkChild<Message>(entry: string, execArgv: string[] = []): SpawnChild<Message> {
  return () => {
    // stdout is the child's own; stderr is passed through so a crash leaves its stack behind.
    const child = fork(entry, [], { execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    // A process that could not be spawned at all reports only an 'error' (no 'exit'):
    // the host acts on exits, so that error is reported as one.
    const exitListeners: ((code: number | null) => void)[] = [];
    let exited = false;
    const exit = (code: number | null) => {
      if (exited) return;
      exited = true;
      for (const listener of exitListeners.splice(0)) listener(code);
    };
    child.once('exit', exit);
    child.on('error', () => {
      if (child.pid === undefined) exit(null);
    });
    return {
      get pid() {
        return child.pid;
      },
      postMessage(message) {
        if (child.connected) child.send(message as object);
      },
      onMessage(listener) {
        child.on('message', listener);
      },
      onExit(listener) {
        exitListeners.push(listener);
      },
      kill() {
        child.kill('SIGKILL');
      },
    } satisfies ChildPort<Message>;
  };
}
