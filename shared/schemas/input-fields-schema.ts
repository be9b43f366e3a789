import { z } from 'zod';
import { explainVinProblem, normalizeVin } from '../vin/vin-rule';
import { ZIP5_PATTERN, ZIP_PATTERN } from '../domain/zip-rule';
import { isUsStateCode } from '../domain/us-states';

// Field schemas reused by the IPC input schemas. Each accepts what a person types
// (case, stray spaces) and hands main the form the service expects.

/** A VIN: spaces and hyphens dropped, upper-cased, then checked with the spec's VIN rule. */
export const VinFieldSchema = z
  .string()
  .max(64, 'A VIN has exactly 17 characters')
  .transform(normalizeVin)
  .superRefine((vin, ctx) => {
    const problem = explainVinProblem(vin);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** 5-digit ZIP or ZIP+4 (payments, APR, TCO). */
export const ZipFieldSchema = z.string().trim().regex(ZIP_PATTERN, 'A ZIP code has 5 digits (or 5+4, like 12345-6789)');

/** 5-digit ZIP only (listing search, taxes). */
export const Zip5FieldSchema = z.string().trim().regex(ZIP5_PATTERN, 'A ZIP code has 5 digits');

export const StateFieldSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isUsStateCode, 'Use a 2-letter U.S. state code, like TX');

/** A money amount typed as text or given as a number; the service takes it as a decimal string. */
export const AmountTextSchema = z
  .union([
    z.number().nonnegative().max(100_000_000).finite(),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, 'Enter an amount in dollars, like 24500'),
  ])
  .transform((value) => String(value));

export const AmountSchema = z.number().nonnegative().max(100_000_000).finite();

/** A short free-text value sent as a query parameter (make, model, credit score …). */
export const TextFieldSchema = z.string().trim().min(1, 'This field is required').max(100);
