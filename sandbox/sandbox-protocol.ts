// The messages between main and the sandbox process (sandbox-process.ts). Both sides
// parse what they receive: a message of another shape is a bug in one of them, and
// is reported as such instead of being acted on.
import { z } from 'zod';
import { DIALECTS } from '../shared/service/dialect';

/** The sandbox options that can cross a process boundary (no clock, no callback). */
const sandboxProcessOptionsSchema = z.object({
  port: z.number().int().min(0).max(65_535).optional(),
  host: z.string().min(1).optional(),
  listings: z.number().int().min(1).optional(),
  seed: z.number().int().optional(),
  cacheDir: z.string().min(1).optional(),
  prebuiltDir: z.string().min(1).optional(),
  rateLimit: z.boolean().optional(),
  dialect: z.enum(DIALECTS).optional(),
  /** The simulated day to start on (start-sandbox.ts; the sandbox refuses one past its last, MAX_DAY). */
  day: z.number().int().min(0).optional(),
});
export type SandboxProcessOptions = z.infer<typeof sandboxProcessOptionsSchema>;

/** A fault rule as it crosses to the process: a path prefix, or a pattern's source and flags. */
const faultRuleSchema = z.object({
  path: z.union([z.string(), z.object({ pattern: z.string(), flags: z.string() })]).optional(),
  kind: z.enum(['latency', '503', '429', 'malformed', 'reset']),
  latencyMs: z.number().min(0).optional(),
  retryAfter: z.number().min(0).optional(),
  times: z.number().int().min(1).optional(),
});
export type FaultRuleMessage = z.infer<typeof faultRuleSchema>;

export const parentMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), options: sandboxProcessOptionsSchema }),
  // Fault rules for tests and benchmarks (latency, 503s, 429s): one more, or none from now on.
  z.object({ type: z.literal('addFault'), rule: faultRuleSchema }),
  z.object({ type: z.literal('clearFaults') }),
  z.object({ type: z.literal('ping'), id: z.number().int() }),
  z.object({ type: z.literal('close') }),
]);
export type ParentMessage = z.infer<typeof parentMessageSchema>;

/** A saved samples file (collect-samples.ts): the samples that need vPIC to find. */
export const collectedSamplesSchema = z.object({
  parkIt: z.string(),
  parkOutside: z.string(),
  overTheAir: z.string(),
  noRecalls: z.string(),
  noPhotos: z.string(),
  unlistedDecodable: z.string(),
  undecodable: z.string(),
  manufacturerCampaigns: z.string(),
  priced: z.string(),
  unpriced: z.string(),
  recallSweep: z.array(z.string()),
  plates: z.array(z.object({ plate: z.string(), state: z.string(), vin: z.string() })),
  plateNotFound: z.object({ plate: z.string(), state: z.string() }),
  plateNoData: z.object({ plate: z.string(), state: z.string() }),
});

const samplesSchema = collectedSamplesSchema.extend({
  priceDrop: z.object({ vin: z.string(), day: z.number().int(), from: z.number(), to: z.number() }),
});

export const childMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    phase: z.string(),
    done: z.number(),
    total: z.number(),
  }),
  z.object({
    type: z.literal('ready'),
    url: z.string(),
    v1Url: z.string(),
    port: z.number().int(),
    samples: samplesSchema,
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
  // rss: the process's memory in bytes; throttled: how many 429 answers it has given.
  z.object({ type: z.literal('pong'), id: z.number().int(), rss: z.number(), throttled: z.number().int() }),
  z.object({ type: z.literal('closed') }),
]);
export type ChildMessage = z.infer<typeof childMessageSchema>;
