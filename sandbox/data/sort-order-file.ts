// Saves the listing index's sort orders beside the dataset: sorting 100,000 rows ten
// ways takes seconds at every start, reading them back a few milliseconds.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const MAGIC = 'VDSO';

interface Header {
  count: number;
  orders: { key: string; offset: number }[];
}

export function writeSortOrderFile(path: string, orders: ReadonlyMap<string, Int32Array>): void {
  const entries = [...orders.entries()];
  const count = entries[0]?.[1].length ?? 0;
  const header: Header = { count, orders: entries.map(([key], i) => ({ key, offset: i * count * 4 })) };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  // Int32 columns start 4-byte aligned so they can be viewed without copying.
  const start = Math.ceil((8 + headerBytes.length) / 4) * 4;
  const out = Buffer.alloc(start + entries.length * count * 4);
  out.write(MAGIC, 0, 'ascii');
  out.writeUInt32LE(headerBytes.length, 4);
  headerBytes.copy(out, 8);
  for (const [i, [, order]] of entries.entries())
    Buffer.from(order.buffer, order.byteOffset, order.byteLength).copy(out, start + i * count * 4);
  const tmp = `${path}.${process.pid}.tmp`;
  // In userData's demo-data/: the owner's only (issue 37 item 7).
  writeFileSync(tmp, out, { mode: 0o600 });
  renameSync(tmp, path);
}

/** The saved orders, or null when the file is not one (the index then sorts afresh). */
export function readSortOrderFile(path: string, expectedCount: number): Map<string, Int32Array> | null {
  const file = readFileSync(path);
  if (file.length < 8 || file.toString('ascii', 0, 4) !== MAGIC) return null;
  const headerLength = file.readUInt32LE(4);
  const header = JSON.parse(file.toString('utf8', 8, 8 + headerLength)) as Header;
  if (header.count !== expectedCount) return null;
  const start = Math.ceil((8 + headerLength) / 4) * 4;
  const orders = new Map<string, Int32Array>();
  for (const { key, offset } of header.orders) {
    const bytes = new Uint8Array(header.count * 4);
    bytes.set(file.subarray(start + offset, start + offset + header.count * 4));
    orders.set(key, new Int32Array(bytes.buffer));
  }
  return orders;
}
