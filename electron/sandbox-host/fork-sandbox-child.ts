import { fork } from 'node:child_process';
import type { SandboxChild, SpawnSandboxChild } from './sandbox-child';

/**
 * The sandbox process under plain Node (tests, the bench): child_process.fork of the
 * same entry the app runs in a utilityProcess. `execArgv` lets tests run the entry
 * from source (['--import', 'tsx']).
 */
export function forkSandboxChild(entry: string, execArgv: string[] = []): SpawnSandboxChild {
  return () => {
    // stdout is the child's own; stderr is passed through so a crash leaves its stack behind.
    const child = fork(entry, [], { execArgv, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    return {
      get pid() {
        return child.pid;
      },
      postMessage(message) {
        if (child.connected) child.send(message);
      },
      onMessage(listener) {
        child.on('message', listener);
      },
      onExit(listener) {
        child.once('exit', (code) => listener(code));
      },
      kill() {
        child.kill('SIGKILL');
      },
    } satisfies SandboxChild;
  };
}
