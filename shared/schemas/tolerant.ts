// Runs in main and in the renderer, so it uses only globals both have (shared/web-platform-globals.d.ts).
import { z } from 'zod';

// Building blocks of the answer schemas. Two services answer VinDesk (the spec's and
// auto.dev's, docs/real-service.md) and they disagree on details: null for absent fields,
// numbers sent as strings, extra keys. A field the screens can do without must never
// cost the whole answer, so such fields are `lenient`: an unreadable value becomes
// undefined (or a stated fallback) and its path is recorded for the log. Required
// fields stay strict and fail the parse with their path.
//
// zod's `.catch` cannot see where in the answer it sits, so it leaves a Degraded marker;
// the enclosing `tolerantObject` swaps the marker for its fallback and keeps the paths,
// and `parseTolerant` hands them to the caller. Markers never leave a tolerantObject,
// so a plain `schema.safeParse` gives clean data too.

/** What a lenient field turned into, until its object lifts it out. */
class Degraded {
  constructor(readonly fallback: unknown) {}
}

/** Degraded paths of every object a tolerantObject produced, relative to that object. */
const degradedOf = new WeakMap<object, readonly string[]>();

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** "2019" → 2019; anything else as it is. */
export function numericTextToNumber(value: unknown): unknown {
  return typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value;
}

function nullToUndefined(value: unknown): unknown {
  return value === null ? undefined : value;
}

/**
 * A number the service may also send as its digits (docs/real-service.md #6, #14, #15):
 * "2019" → 2019. Any other string still fails, so lenient() can degrade just that field.
 */
export function numberish(schema: z.ZodNumber = z.number()) {
  return z.preprocess(numericTextToNumber, schema);
}

/**
 * An optional field: absent or null → undefined; a value of the wrong type → undefined,
 * recorded as degraded. Use only as a field of a tolerantObject (or a lenientEntries map).
 */
export function lenient<T extends z.ZodType>(schema: T) {
  return z
    .preprocess(nullToUndefined, schema.optional())
    .catch(() => new Degraded(undefined) as unknown as z.output<T> | undefined);
}

/**
 * A field that always has a value for the screens: absent or null → `fallback`; a value
 * of the wrong type → `fallback`, recorded as degraded.
 */
export function lenientOr<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return z
    .preprocess((value) => (value === null || value === undefined ? fallback : value), schema)
    .catch(() => new Degraded(fallback) as unknown as z.output<T>);
}

/** A list whose unreadable items are dropped one by one (each recorded), not the whole list. */
export function lenientItems<T extends z.ZodType>(item: T) {
  return z.array(item.catch(() => new Degraded(undefined) as unknown as z.output<T>));
}

/** A name → value map whose unreadable entries are dropped one by one (each recorded). */
export function lenientEntries<T extends z.ZodType>(value: T) {
  return z.record(
    z.string(),
    value.catch(() => new Degraded(undefined) as unknown as z.output<T>),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The dotted path of `key` under the keys walked so far. Built only for a degraded field:
 * walking a 500-row page builds no string for the thousands of fields that are fine.
 */
function pathTo(walked: readonly (string | number)[], key: string | number): string {
  return walked.length === 0 ? String(key) : `${walked.join('.')}.${key}`;
}

/** Replaces markers under `value` (in place: zod built these objects) and collects their paths. */
/** A fallback is copied so no two answers share (and could mutate) one object. */
function fallbackOf(marker: Degraded): unknown {
  return typeof marker.fallback === 'object' && marker.fallback !== null
    ? structuredClone(marker.fallback)
    : marker.fallback;
}

/** `walked` is the path to `value`, pushed and popped as the walk goes (one array for the whole walk). */
function lift(value: unknown, walked: (string | number)[], found: string[]): void {
  if (Array.isArray(value)) {
    let kept = 0;
    value.forEach((item: unknown, index) => {
      if (item instanceof Degraded) {
        found.push(pathTo(walked, index));
        return;
      }
      walked.push(index);
      lift(item, walked, found);
      walked.pop();
      // Stryker disable next-line ConditionalExpression: the guard only skips writing an item onto itself; writing always gives the same array.
      if (kept !== index) value[kept] = item;
      kept += 1;
    });
    // Stryker disable next-line ConditionalExpression: setting the length it already has changes nothing.
    if (kept !== value.length) value.length = kept;
    return;
  }
  if (!isRecord(value)) return;
  const own = degradedOf.get(value);
  if (own) {
    for (const inner of own) found.push(pathTo(walked, inner));
    return;
  }
  for (const key of Object.keys(value)) {
    const child = value[key];
    if (child instanceof Degraded) {
      found.push(pathTo(walked, key));
      if (child.fallback === undefined) delete value[key];
      else value[key] = fallbackOf(child);
    } else {
      walked.push(key);
      lift(child, walked, found);
      walked.pop();
    }
  }
}

/** Fields holding the service's raw data (z.unknown …) cannot hold markers: not walked. */
function holdsOnlyRawData(schema: z.ZodType): boolean {
  // Stryker disable next-line BooleanLiteral: walking raw data finds no markers (only tolerant schemas make them); skipping it only saves time.
  if (schema instanceof z.ZodUnknown) return true;
  return schema instanceof z.ZodArray && schema.element instanceof z.ZodUnknown;
}

/**
 * An answer object: unknown keys pass through (api, links, user … never fail a parse,
 * docs/real-service.md #9), lenient fields are lifted out and their paths kept for parseTolerant.
 */
export function tolerantObject<S extends z.ZodRawShape>(shape: S) {
  const walked = Object.keys(shape).filter((key) => !holdsOnlyRawData(shape[key] as z.ZodType));
  return z.looseObject(shape).transform((value) => {
    const found: string[] = [];
    const record = value as Record<string, unknown>;
    for (const key of walked) {
      const child = record[key];
      if (child instanceof Degraded) {
        found.push(key);
        if (child.fallback === undefined) delete record[key];
        else record[key] = fallbackOf(child);
      } else lift(child, [key], found);
    }
    degradedOf.set(value, found);
    return value;
  });
}

/** Paths of the fields a tolerant parse left out or replaced (for the log). */
export function degradedPaths(data: unknown): string[] {
  return isRecord(data) ? [...(degradedOf.get(data) ?? [])] : [];
}

export type TolerantParse<T> =
  { success: true; data: T; degraded: string[] } | { success: false; error: { path: string; message: string } };

/** Dotted path of a zod issue ("data.0.vin"); the body itself is "(body)". */
function issuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(body)' : path.map((part) => String(part)).join('.');
}

/**
 * Parses an answer: the data plus the paths of degraded fields, or the first failing
 * required field's path and message.
 */
export function parseTolerant<S extends z.ZodType>(schema: S, body: unknown): TolerantParse<z.output<S>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { success: true, data: parsed.data, degraded: degradedPaths(parsed.data) };
  const issue = parsed.error.issues[0];
  return {
    success: false,
    // Stryker disable next-line OptionalChaining,LogicalOperator,StringLiteral,ArrayDeclaration: a failed zod parse always has a first issue with a path and a message; the fallbacks are for the type checker.
    error: { path: issuePath(issue?.path ?? []), message: issue?.message ?? 'Unreadable answer' },
  };
}
