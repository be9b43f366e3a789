import { z } from 'zod';
import { OpenRecallSchema, RecallSchema } from './recall-schema';
import { lenient, lenientItems, lenientOr, numberish, tolerantObject } from './tolerant';
import { PartialVehicleSummarySchema } from './vehicle-summary-schema';

// GET /openrecalls/{vin}.

const count = numberish(z.number().int().nonnegative());

const ManufacturerCampaignSchema = tolerantObject({
  mfrCampaignNumber: z.string(),
  summary: z.string(),
  remedy: lenient(z.string()),
  remedyAvailable: lenient(z.boolean()),
  reportReceivedDate: lenient(z.string()),
  // auto.dev may add these (docs/real-service.md #12).
  consequence: lenient(z.string()),
  mfrNotes: lenient(z.string()),
});

/**
 * auto.dev leaves the count out when nothing is open (exactly `{"data":[]}`) and in its
 * reference example (docs/real-service.md #12). `data` holds only open recalls, so its length
 * is the count.
 */
function withOpenRecallCount(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (record.openRecalls !== undefined && record.openRecalls !== null) return record;
  return Array.isArray(record.data) ? { ...record, openRecalls: record.data.length } : record;
}

export const OpenRecallsSchema = z.preprocess(
  withOpenRecallCount,
  tolerantObject({
    status: lenient(z.string()),
    openRecalls: count,
    totalRecalls: lenient(count),
    /** ISO 8601; null on auto.dev at times. */
    retrievedAt: lenient(z.string()),
    data: z.array(OpenRecallSchema),
    /** Not counted in openRecalls: a manufacturer campaign is not a regulator recall. Absent when none. */
    manufacturerCampaigns: lenientOr(lenientItems(ManufacturerCampaignSchema), []),
    manufacturerCampaignCount: lenient(count),
    /** Only with recalls=true: the full catalog, same payload as /recalls. */
    recalls: lenient(z.array(RecallSchema)),
    vehicle: lenient(PartialVehicleSummarySchema),
  }),
);
export type OpenRecalls = z.infer<typeof OpenRecallsSchema>;
