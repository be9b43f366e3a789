// Builds the catalog of real VIN prefixes (WMI + VDS, positions 1–8) for every
// make/model/year the dataset lists, straight from the vPIC pattern tables, and keeps
// only prefixes that corgi decodes back to exactly that make, model and year (the model as
// shared/vin/vpic-model-name.ts names it: an electric "F-150" is an F-150 Lightning).
import type { Database, SqlValue } from 'sql.js';
import { withCheckDigit, yearCodeOf } from '../../shared/vin/vin-rule';
import { vpicModelName, vpicSnapshotModel } from '../../shared/vin/vpic-model-name';
import { isDecoded, type VpicVinDecoder } from '../../node/vpic/vin-decoder';
import { MODEL_CATALOG, type ModelSpec } from './model-catalog';
import { isLetter, parseVdsKey, plantCharOf, type KeyToken } from './vin-key-pattern';

/** What corgi reads from a prefix besides make/model/year; the dataset follows it. */
export interface DecodedTraits {
  manufacturer: string;
  country: string;
  bodyStyle?: string;
  driveType?: string;
  fuelType?: string;
  displacement?: string;
  cylinders?: string;
  trim?: string;
  series?: string;
  doors?: string;
  transmission?: string;
  plantCity?: string;
  confidence: number;
}

export interface VinPattern {
  make: string;
  model: string;
  year: number;
  /** Positions 1–8: WMI + VDS. */
  prefix: string;
  /** Position 11, a plant code the schema names. */
  plant: string;
  traits: DecodedTraits;
}

interface Candidate {
  wmi: string;
  keys: string;
  schemaId: number;
}

const MODEL_ELEMENT_ID = 28;
const VARIANTS_PER_MODEL_YEAR = 3;
const EXTRA_FUEL_VARIANTS = 2;
const ATTEMPTS_PER_MODEL_YEAR = 10;
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function rows(db: Database, sql: string, params: SqlValue[] = []): SqlValue[][] {
  const result = db.exec(sql, params);
  return result[0]?.values ?? [];
}

function candidatesFor(db: Database, spec: ModelSpec): Candidate[] & { years?: never } {
  // An electric model of its own (F-150 Lightning) is filed in vPIC under its gas sibling's name.
  const vpicModel = vpicSnapshotModel(spec.make, spec.model);
  const ids = rows(db, 'SELECT Id FROM Model WHERE Name = ?', [vpicModel]).map((r) => String(r[0]));
  if (ids.length === 0) return [];
  const placeholders = ids.map(() => '?').join(',');
  const found = rows(
    db,
    `SELECT DISTINCT w.Wmi, p.Keys, p.VinSchemaId, wvs.YearFrom, COALESCE(wvs.YearTo, 9999)
     FROM Pattern p
     JOIN Wmi_VinSchema wvs ON wvs.VinSchemaId = p.VinSchemaId
     JOIN Wmi w ON w.Id = wvs.WmiId
     JOIN Wmi_Make wm ON wm.WmiId = w.Id
     JOIN Make ma ON ma.Id = wm.MakeId
     WHERE p.ElementId = ${MODEL_ELEMENT_ID} AND p.AttributeId IN (${placeholders})
       AND ma.Name = ? AND wvs.YearFrom <= ? AND COALESCE(wvs.YearTo, 9999) >= ?`,
    [...ids, spec.make, spec.to, spec.from],
  );
  return found.map((r) => ({
    wmi: String(r[0]),
    keys: String(r[1]),
    schemaId: Number(r[2]),
    yearFrom: Number(r[3]),
    yearTo: Number(r[4]),
  })) as (Candidate & { yearFrom: number; yearTo: number })[];
}

/** Per schema: how often each character appears at each VDS position, most frequent first. */
function schemaAlphabet(db: Database, schemaId: number, cache: Map<number, string[]>): string[] {
  const hit = cache.get(schemaId);
  if (hit) return hit;
  const counts: Map<string, number>[] = [new Map(), new Map(), new Map(), new Map(), new Map()];
  const plants = new Map<string, number>();
  for (const [keys] of rows(db, 'SELECT Keys FROM Pattern WHERE VinSchemaId = ?', [schemaId])) {
    const text = String(keys);
    const plant = plantCharOf(text);
    if (plant) plants.set(plant, (plants.get(plant) ?? 0) + 1);
    const tokens = parseVdsKey(text);
    tokens?.slice(0, 5).forEach((t, i) => {
      if (t.kind === 'set' && t.chars.length === 1) counts[i]!.set(t.chars, (counts[i]!.get(t.chars) ?? 0) + 1);
    });
  }
  const order = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([c]) => c)
      .join('');
  const alphabet = [...counts.map(order), order(plants)];
  cache.set(schemaId, alphabet);
  return alphabet;
}

/** A concrete VDS (positions 4–8) for a key, or null when position 7 cannot be a letter. */
function instantiate(tokens: KeyToken[], alphabet: string[], variant: number): string | null {
  if (tokens.length > 6) return null;
  // A literal at position 9 would fight the check digit.
  if (tokens[5] && tokens[5].kind !== 'any') return null;
  let vds = '';
  for (let i = 0; i < 5; i++) {
    const token = tokens[i] ?? { kind: 'any' as const };
    const preferred = alphabet[i] ?? '';
    let options =
      token.kind === 'any'
        ? preferred || VIN_CHARS
        : [...token.chars].sort((a, b) => rank(preferred, a) - rank(preferred, b)).join('');
    // Position 7 a letter: corgi (and 49 CFR 565) read the year in the 2010+ cycle.
    if (i === 3) options = [...options].filter(isLetter).join('') || (token.kind === 'any' ? 'ABCDEFGH' : '');
    if (options.length === 0) return null;
    vds += options[(variant * (i + 1)) % Math.min(options.length, 3)]!;
  }
  return vds;
}

const FUEL_ELEMENT_ID = 24;
const GASOLINE_FUEL_ID = '4';

/** A model key narrowed by each non-gasoline fuel key of its schema that overlaps it (VDS positions 4–8). */
function fuelRefinements(
  db: Database,
  schemaId: number,
  tokens: KeyToken[],
  cache: Map<number, string[]>,
): KeyToken[][] {
  let keys = cache.get(schemaId);
  if (!keys) {
    keys = rows(
      db,
      'SELECT DISTINCT Keys FROM Pattern WHERE VinSchemaId = ? AND ElementId = ? AND AttributeId <> ? ORDER BY Keys',
      [schemaId, FUEL_ELEMENT_ID, GASOLINE_FUEL_ID],
    ).map((r) => String(r[0]));
    cache.set(schemaId, keys);
  }
  const refined: KeyToken[][] = [];
  for (const key of keys) {
    const other = parseVdsKey(key);
    if (!other || other.length > 5) continue;
    const merged: KeyToken[] = [];
    let overlaps = true;
    for (let i = 0; i < Math.max(tokens.length, other.length) && overlaps; i++) {
      const a = tokens[i] ?? { kind: 'any' as const };
      const b = other[i] ?? { kind: 'any' as const };
      if (a.kind === 'any') merged.push(b);
      else if (b.kind === 'any') merged.push(a);
      else {
        const chars = [...a.chars].filter((ch) => b.chars.includes(ch)).join('');
        if (chars) merged.push({ kind: 'set', chars });
        else overlaps = false;
      }
    }
    if (overlaps) refined.push(merged);
  }
  return refined;
}

function rank(preferred: string, ch: string): number {
  const i = preferred.indexOf(ch);
  return i < 0 ? 1000 + ch.charCodeAt(0) : i;
}

function traitsOf(result: Awaited<ReturnType<VpicVinDecoder['decode']>>): DecodedTraits {
  const v = result.components.vehicle;
  const engine = result.components.engine;
  const traits: DecodedTraits = {
    manufacturer: v?.manufacturer ?? result.components.wmi?.manufacturer ?? '',
    country: result.components.plant?.country ?? result.components.wmi?.country ?? '',
    confidence: Math.round((result.metadata?.confidence ?? 0.9) * 1000) / 1000,
  };
  const optional: [keyof DecodedTraits, string | undefined][] = [
    ['bodyStyle', v?.bodyStyle],
    ['driveType', v?.driveType],
    ['fuelType', v?.fuelType],
    ['displacement', engine?.displacement],
    ['cylinders', engine?.cylinders],
    ['trim', v?.trim],
    ['series', v?.series],
    ['doors', v?.doors],
    ['transmission', v?.transmission],
    ['plantCity', result.components.plant?.city],
  ];
  for (const [key, value] of optional) if (value) (traits as unknown as Record<string, string>)[key] = value;
  return traits;
}

export interface CatalogProgress {
  (done: number, total: number): void;
}

/** Builds and verifies the catalog. Deterministic for a given vPIC build. */
export async function buildVinPatternCatalog(
  db: Database,
  decoder: VpicVinDecoder,
  progress: CatalogProgress,
): Promise<VinPattern[]> {
  const alphabets = new Map<number, string[]>();
  const fuelKeys = new Map<number, string[]>();
  type Job = { spec: ModelSpec; year: number; attempts: { prefix: string; plant: string }[] };
  const jobs: Job[] = [];
  for (const spec of MODEL_CATALOG) {
    const all = candidatesFor(db, spec) as (Candidate & { yearFrom: number; yearTo: number })[];
    // Prefer the WMI the make uses most, so decodes share corgi's per-WMI cache.
    const wmiCount = new Map<string, number>();
    for (const c of all) wmiCount.set(c.wmi, (wmiCount.get(c.wmi) ?? 0) + 1);
    all.sort(
      (a, b) =>
        (wmiCount.get(b.wmi) ?? 0) - (wmiCount.get(a.wmi) ?? 0) ||
        a.wmi.localeCompare(b.wmi) ||
        a.keys.localeCompare(b.keys),
    );
    for (let year = spec.from; year <= spec.to; year++) {
      const usable = all.filter((c) => c.yearFrom <= year && c.yearTo >= year && !c.wmi.endsWith('9'));
      const attempts: { prefix: string; plant: string }[] = [];
      const seen = new Set<string>();
      for (let variant = 0; variant < 3 && attempts.length < ATTEMPTS_PER_MODEL_YEAR; variant++) {
        for (const c of usable) {
          if (attempts.length >= ATTEMPTS_PER_MODEL_YEAR) break;
          const tokens = parseVdsKey(c.keys);
          if (!tokens) continue;
          const alphabet = schemaAlphabet(db, c.schemaId, alphabets);
          const vds = instantiate(tokens, alphabet, variant);
          if (!vds) continue;
          const prefix = c.wmi + vds;
          if (seen.has(prefix)) continue;
          seen.add(prefix);
          attempts.push({ prefix, plant: alphabet[5]?.[variant % Math.max(1, alphabet[5]?.length ?? 1)] ?? 'A' });
        }
      }
      // Keys that name a fuel other than gasoline within a model key (the F-150's
      // "[V6]W1E[LV]" is electric): tried after the others, so electrified and diesel
      // versions get VINs that decode as such, and an F-150 Lightning finds its VINs.
      for (const c of usable) {
        const tokens = parseVdsKey(c.keys);
        if (!tokens) continue;
        const alphabet = schemaAlphabet(db, c.schemaId, alphabets);
        for (const fuelTokens of fuelRefinements(db, c.schemaId, tokens, fuelKeys)) {
          const vds = instantiate(fuelTokens, alphabet, 0);
          if (!vds || seen.has(c.wmi + vds)) continue;
          seen.add(c.wmi + vds);
          attempts.push({ prefix: c.wmi + vds, plant: alphabet[5]?.[0] ?? 'A' });
        }
      }
      jobs.push({ spec, year, attempts });
    }
  }
  const catalog: VinPattern[] = [];
  let done = 0;
  for (const job of jobs) {
    let verified = 0;
    // Past the usual variants, a prefix is kept only for a fuel not seen yet, so a
    // Silverado year with a diesel pattern in vPIC lists diesels too.
    const fuels = new Set<string>();
    for (const attempt of job.attempts) {
      if (verified >= VARIANTS_PER_MODEL_YEAR + EXTRA_FUEL_VARIANTS) break;
      const vin = withCheckDigit(`${attempt.prefix}0${yearCodeOf(job.year)}${attempt.plant}100001`);
      const result = await decoder.decode(vin);
      const v = result.components.vehicle;
      if (
        !isDecoded(result) ||
        v?.make.toLowerCase() !== job.spec.make.toLowerCase() ||
        vpicModelName(v) !== job.spec.model ||
        v.year !== job.year
      )
        continue;
      const fuel = v.fuelType ?? '';
      if (verified >= VARIANTS_PER_MODEL_YEAR && fuels.has(fuel)) continue;
      fuels.add(fuel);
      catalog.push({
        make: job.spec.make,
        model: job.spec.model,
        year: job.year,
        prefix: attempt.prefix,
        plant: attempt.plant,
        traits: traitsOf(result),
      });
      verified++;
    }
    done++;
    if (done % 20 === 0 || done === jobs.length) progress(done, jobs.length);
  }
  return catalog;
}
