import type { z } from 'zod';
import { parseTolerant } from '../schemas/tolerant';

// How an endpoint's answer body is read: the body as sent in, the value the window gets
// out (with the paths of fields that were unreadable and left out), or the path and
// reason it could not be read at all. Each row of the endpoint table names its reader
// (endpoint-schemas.ts); main applies it to every answer (electron/service/service-engine.ts).

export type ReadOutcome<T> = { success: true; data: T; degraded?: string[] } | { success: false; error: string };
export type AnswerReader<T> = (body: unknown) => ReadOutcome<T>;

/** Reads the body with a tolerant schema and keeps the part `pick` names. */
export function readWith<S extends z.ZodType, T>(schema: S, pick: (value: z.output<S>) => T): AnswerReader<T> {
  return (body) => {
    const parsed = parseTolerant(schema, body);
    if (!parsed.success)
      return { success: false, error: `${parsed.error.path || '(the answer)'}: ${parsed.error.message}` };
    return { success: true, data: pick(parsed.data), degraded: parsed.degraded };
  };
}

export function readWhole<S extends z.ZodType>(schema: S): AnswerReader<z.output<S>> {
  return readWith(schema, (value) => value);
}
