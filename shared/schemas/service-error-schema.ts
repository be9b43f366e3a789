import { z } from 'zod';

// The spec's error object. Loose on purpose: this is parsed only to read what
// the service said; anything missing is filled in by the client, never fatal.
export const ServiceErrorSchema = z.looseObject({
  status: z.number().int().optional(),
  error: z.string().optional(),
  code: z.string().optional(),
  path: z.string().optional(),
  requestId: z.string().optional(),
  suggestion: z.string().optional(),
});
export type ServiceError = z.infer<typeof ServiceErrorSchema>;

/** /apr and /openrecalls wrap the same object as { error: { … } }. */
export const WrappedServiceErrorSchema = z.looseObject({ error: ServiceErrorSchema });
