import { z } from 'zod';

// Adapts a zod response schema to the client's parse step: the body as sent in, the
// value the renderer gets out, or a short reason it could not be read.

export type ParseOutcome<T> = { success: true; data: T } | { success: false; error: string };
export type BodyParser<T> = (body: unknown) => ParseOutcome<T>;

export function parseWith<S extends z.ZodType, T>(schema: S, pick: (value: z.output<S>) => T): BodyParser<T> {
  return (body) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return { success: false, error: z.prettifyError(parsed.error) };
    return { success: true, data: pick(parsed.data) };
  };
}

export function parseWhole<S extends z.ZodType>(schema: S): BodyParser<z.output<S>> {
  return parseWith(schema, (value) => value);
}
