import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads an Electron binary's fuse wire the way @electron/fuses does (its getCurrentFuseWire),
// without depending on that package, which only electron-builder pulls in: the sentinel, a
// version byte, a length byte, then one byte per fuse ('0' off, '1' on, 'r' removed).

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/** electron-builder.yml's electronFuses keys, in the wire's order (fuse wire version 1). */
const FUSE_NAMES = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;

/** On macOS the fuses live in the Electron Framework, not in the app's small launcher. */
function fuseFileOf(executable: string): string {
  const app = /^(.*\.app)(?:[/\\]|$)/.exec(executable)?.[1];
  return app ? join(app, 'Contents', 'Frameworks', 'Electron Framework.framework', 'Electron Framework') : executable;
}

export function readFuseWire(executable: string): Record<string, boolean | 'removed'> {
  const binary = readFileSync(fuseFileOf(executable));
  const at = binary.indexOf(SENTINEL);
  if (at === -1) throw new Error(`${executable} has no Electron fuse wire`);
  const version = binary[at + SENTINEL.length];
  if (version !== 1) throw new Error(`fuse wire version ${String(version)} is not the one this reader knows (1)`);
  const length = binary[at + SENTINEL.length + 1] ?? 0;
  const wire: Record<string, boolean | 'removed'> = {};
  FUSE_NAMES.slice(0, length).forEach((name, index) => {
    const state = String.fromCharCode(binary[at + SENTINEL.length + 2 + index] ?? 0);
    wire[name] = state === 'r' ? 'removed' : state === '1';
  });
  return wire;
}

/** The states electron-builder.yml sets, keyed as readFuseWire reports them. */
export function expectedFuses(config: Record<string, boolean>): Record<string, boolean> {
  return Object.fromEntries(FUSE_NAMES.filter((name) => name in config).map((name) => [name, config[name] === true]));
}
