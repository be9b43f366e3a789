// How the harness carries an invoke's arguments and its answer between the page and the
// test process: JSON, with what Electron's structured clone keeps and JSON would lose
// (undefined, NaN, ±Infinity, Dates) tagged on the way and restored on arrival. One source
// text, run in the page (the init script embeds it) and here, so both ends agree.

/** Defines `encodeIpc(value): string` and `decodeIpc(text): unknown` in the scope it runs in. */
export const IPC_CODEC_SOURCE = `
const IPC_TAG = '__vdsHarnessTag';
function encodeIpc(value) {
  return JSON.stringify(value, function (key, current) {
    const raw = this[key];
    if (raw === undefined) return { [IPC_TAG]: 'undefined' };
    if (typeof raw === 'number' && !Number.isFinite(raw)) return { [IPC_TAG]: String(raw) };
    if (raw instanceof Date) return { [IPC_TAG]: 'Date', value: raw.getTime() };
    return current;
  });
}
function decodeIpc(text) {
  const undefinedMark = {};
  const decoded = JSON.parse(text, (_key, current) => {
    if (current === null || typeof current !== 'object' || !(IPC_TAG in current)) return current;
    const tag = current[IPC_TAG];
    if (tag === 'undefined') return undefinedMark;
    if (tag === 'NaN') return NaN;
    if (tag === 'Infinity') return Infinity;
    if (tag === '-Infinity') return -Infinity;
    if (tag === 'Date') return new Date(current.value);
    return current;
  });
  // A reviver that returns undefined deletes the key: the mark keeps it, and is swapped back here.
  const restore = (node) => {
    if (node === undefinedMark) return undefined;
    if (node === null || typeof node !== 'object' || node instanceof Date) return node;
    for (const key of Object.keys(node)) node[key] = restore(node[key]);
    return node;
  };
  return restore(decoded);
}
`;

interface IpcCodec {
  encodeIpc(value: unknown): string;
  decodeIpc(text: string): unknown;
}

// The same text the page runs, made into functions here (the harness only, never the app).
const codec = new Function(`${IPC_CODEC_SOURCE}; return { encodeIpc, decodeIpc };`)() as IpcCodec;

export const encodeIpc = (value: unknown): string => codec.encodeIpc(value);
export const decodeIpc = (text: string): unknown => codec.decodeIpc(text);
