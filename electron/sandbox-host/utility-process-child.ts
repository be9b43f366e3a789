// Thin Electron glue: the sandbox process as an Electron utilityProcess. Run by the boot
// test on the electron stand-in; everything else about the process is plain Node.
import { utilityProcess } from 'electron';
import type { SandboxChild, SpawnSandboxChild } from './sandbox-child';

export function utilityProcessChild(entry: string): SpawnSandboxChild {
  return () => {
    const child = utilityProcess.fork(entry, [], { serviceName: 'VinDesk demo data', stdio: 'inherit' });
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
    } satisfies SandboxChild;
  };
}
