import type { z } from 'zod';
import { parseTolerant } from '../../shared/schemas/tolerant';

// Adapts a zod response schema to the client's parse step: the body as sent in, the
// value the renderer gets out (with the paths of fields that were unreadable and left
// out), or the path and reason it could not be read at all.

type ParseOutcome<T> = { success: true; data: T; degraded?: string[] } | { success: false; error: string };
export type BodyParser<T> = (body: unknown) => ParseOutcome<T>;
/** A parser that yields to the event loop as it goes (big pages read in bulk). */
export type AsyncBodyParser<T> = (body: unknown) => Promise<ParseOutcome<T>>;

export function parseWith<S extends z.ZodType, T>(schema: S, pick: (value: z.output<S>) => T): BodyParser<T> {
  return (body) => {
    const parsed = parseTolerant(schema, body);
    if (!parsed.success)
      return { success: false, error: `${parsed.error.path || '(the answer)'}: ${parsed.error.message}` };
    return { success: true, data: pick(parsed.data), degraded: parsed.degraded };
  };
}

export function parseWhole<S extends z.ZodType>(schema: S): BodyParser<z.output<S>> {
  return parseWith(schema, (value) => value);
}
