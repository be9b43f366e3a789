// Stores a built dataset in one binary file: a JSON header (meta, dictionaries,
// dealers, catalog, plates) followed by the VINs and the raw typed-array columns,
// so a later start reads it back in well under a second.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { COLUMN_TYPES, type ColumnName, type Columns, type Dataset } from './dataset';

const MAGIC = 'VDSB';

interface Header {
  meta: Dataset['meta'];
  dealers: Dataset['dealers'];
  patterns: Dataset['patterns'];
  dict: Dataset['dict'];
  plates: [string, string, number, 0 | 1][];
  columns: { name: ColumnName; offset: number; length: number }[];
  vinsOffset: number;
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

export function writeDatasetFile(path: string, dataset: Dataset): void {
  const count = dataset.meta.count;
  const columns: Header['columns'] = [];
  let offset = align8(count * 17);
  for (const name of Object.keys(COLUMN_TYPES) as ColumnName[]) {
    const column = dataset.cols[name];
    columns.push({ name, offset, length: column.byteLength });
    offset = align8(offset + column.byteLength);
  }
  const header: Header = {
    meta: dataset.meta,
    dealers: dataset.dealers,
    patterns: dataset.patterns,
    dict: dataset.dict,
    plates: dataset.plates.map((p) => [p.plate, p.state, p.row, p.isDefault ? 1 : 0]),
    columns,
    vinsOffset: 0,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const start = align8(8 + headerBytes.length);
  const out = Buffer.alloc(start + offset);
  out.write(MAGIC, 0, 'ascii');
  out.writeUInt32LE(headerBytes.length, 4);
  headerBytes.copy(out, 8);
  out.write(dataset.vins.join(''), start, 'ascii');
  for (const c of columns) {
    const column = dataset.cols[c.name];
    Buffer.from(column.buffer, column.byteOffset, column.byteLength).copy(out, start + c.offset);
  }
  const tmp = `${path}.${process.pid}.tmp`;
  // In userData's demo-data/: the owner's only (issue 37 item 7).
  writeFileSync(tmp, out, { mode: 0o600 });
  renameSync(tmp, path);
}

export function readDatasetFile(path: string): Dataset {
  const file = readFileSync(path);
  if (file.toString('ascii', 0, 4) !== MAGIC) throw new Error(`${path} is not a sandbox dataset`);
  const headerLength = file.readUInt32LE(4);
  const header = JSON.parse(file.toString('utf8', 8, 8 + headerLength)) as Header;
  const start = align8(8 + headerLength);
  const count = header.meta.count;
  const vinText = file.toString('ascii', start, start + count * 17);
  const vins = new Array<string>(count);
  for (let i = 0; i < count; i++) vins[i] = vinText.slice(i * 17, i * 17 + 17);
  const cols = {} as Record<ColumnName, unknown>;
  for (const c of header.columns) {
    const Type = COLUMN_TYPES[c.name];
    // Copy into a fresh, aligned buffer: the file buffer may not be 8-byte aligned.
    const bytes = new Uint8Array(c.length);
    bytes.set(file.subarray(start + c.offset, start + c.offset + c.length));
    cols[c.name] = new Type(bytes.buffer);
  }
  return {
    meta: header.meta,
    vins,
    dealers: header.dealers,
    patterns: header.patterns,
    dict: header.dict,
    cols: cols as Columns,
    plates: header.plates.map(([plate, state, row, isDefault]) => ({ plate, state, row, isDefault: isDefault === 1 })),
  };
}
