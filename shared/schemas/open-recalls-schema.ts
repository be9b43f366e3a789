import { z } from 'zod';
import { OpenRecallSchema, RecallSchema } from './recall-schema';

// GET /openrecalls/{vin}.

export const ManufacturerCampaignSchema = z.looseObject({
  mfrCampaignNumber: z.string(),
  summary: z.string(),
  remedy: z.string().optional(),
  remedyAvailable: z.boolean().optional(),
  reportReceivedDate: z.string().optional(),
});
export type ManufacturerCampaign = z.infer<typeof ManufacturerCampaignSchema>;

export const OpenRecallsSchema = z.looseObject({
  status: z.string().optional(),
  openRecalls: z.number().int().nonnegative(),
  totalRecalls: z.number().int().nonnegative().optional(),
  retrievedAt: z.string().optional(),
  data: z.array(OpenRecallSchema),
  /** Not counted in openRecalls: a manufacturer campaign is not a regulator recall. */
  manufacturerCampaigns: z.array(ManufacturerCampaignSchema).default([]),
  manufacturerCampaignCount: z.number().int().nonnegative().optional(),
  /** Only with recalls=true: the full catalog, same payload as /recalls. */
  recalls: z.array(RecallSchema).optional(),
});
export type OpenRecalls = z.infer<typeof OpenRecallsSchema>;
