// Thin Electron glue: a process of VinDesk's own (the sandbox, the vPIC decoder) as an
// Electron utilityProcess. Run by the boot test on the electron stand-in; everything
// else about the processes is plain Node.
import { utilityProcess } from 'electron';
import type { ChildPort, SpawnChild } from '../../../node/child-process/child-port';

/** serviceName is what the OS task manager shows for the process. */
export function utilityProcessChild<Message = unknown>(
  entry: string,
  serviceName = 'VinDesk demo data',
): SpawnChild<Message> {
  return () => {
    const child = utilityProcess.fork(entry, [], { serviceName, stdio: 'inherit' });
    return {
      get pid() {
        return child.pid;
      },
      postMessage(message) {
        child.postMessage(message);
      },
      onMessage(listener) {
        child.on('message', listener);
      },
      onExit(listener) {
        child.once('exit', (code) => listener(code));
      },
      kill() {
        child.kill();
      },
    } satisfies ChildPort<Message>;
  };
}
