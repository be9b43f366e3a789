import { z } from 'zod';
import { PLANS } from '../plan/plan-access';

// Errors cross IPC as values, never as thrown exceptions: Electron keeps only the
// message of an Error it serialises, and the UI needs every field below.

const APP_ERROR_KINDS = [
  'invalid-input',
  'not-found',
  'unauthorized',
  'plan-required',
  'rate-limited',
  'unavailable',
  'network',
  /** The service's certificate could not be trusted (TLS). */
  'certificate',
  /** The service's host name could not be found (DNS). */
  'dns',
  /** This computer has no network connection at all. */
  'offline',
  'timeout',
  'bad-response',
  'cancelled',
  'keychain',
  /** A paid call that would pass the dealer's daily or monthly budget: refused in main before it left. */
  'over-budget',
  /**
   * A paid call held back until the person asks for it: loading ahead spends nothing by
   * default, and a panel dearer than the click-to-load price waits for its click.
   */
  'spend-held',
  'internal',
] as const;
export type AppErrorKind = (typeof APP_ERROR_KINDS)[number];

export const AppErrorSchema = z.object({
  kind: z.enum(APP_ERROR_KINDS),
  /** The service's code (INVALID_VIN_FORMAT …) or one of VinDesk's own (INVALID_INPUT …). */
  code: z.string(),
  /** Written for a person: what happened, in the app's words. */
  message: z.string(),
  status: z.number().int().optional(),
  requestId: z.string().optional(),
  retryAfter: z.number().nonnegative().optional(),
  suggestion: z.string().optional(),
  /** The plan an endpoint needs, for plan-required errors. */
  planRequired: z.enum(PLANS).optional(),
  /** The account's plan, when a plan-required answer named it. */
  currentPlan: z.enum(PLANS).optional(),
  /** Where the account owner can change plan (https only), for plan-required errors. */
  upgradeUrl: z.string().url().optional(),
  /** Which input fields failed validation, for invalid-input errors. */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** For over-budget and spend-held errors: what the call would cost and, past a budget, which one and what was spent. */
  spend: z
    .object({
      priceMicros: z.number().int().nonnegative(),
      budget: z
        .object({
          period: z.enum(['day', 'month', 'hour']),
          limitMicros: z.number().int().nonnegative(),
          spentMicros: z.number().int().nonnegative(),
        })
        .optional(),
    })
    .optional(),
  /** The service's own words, kept for the details view. */
  service: z
    .object({ code: z.string().optional(), message: z.string().optional(), path: z.string().optional() })
    .optional(),
});
export type AppError = z.infer<typeof AppErrorSchema>;

export type Result<T> = { ok: true; data: T } | { ok: false; error: AppError };

export function appError(kind: AppErrorKind, code: string, message: string, extra: Partial<AppError> = {}): AppError {
  return { kind, code, message, ...extra };
}

/** A thrown AppError: how handlers deep in main report a typed failure to the router. */
export class AppErrorException extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
    this.name = 'AppErrorException';
  }
}
