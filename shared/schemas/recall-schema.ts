import { z } from 'zod';

// Recall records of GET /recalls/{vin} and GET /openrecalls/{vin}.

/**
 * The spec calls the regulator campaign field regulatorCampaignNumber but says the
 * real interface names it after the regulator's acronym (nhtsaCampaignNumber …).
 * Either spelling is read into regulatorCampaignNumber so the UI has one name.
 */
function withRegulatorCampaignNumber(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (typeof record.regulatorCampaignNumber === 'string') return record;
  const key = Object.keys(record).find(
    (name) => /^[A-Za-z]+CampaignNumber$/.test(name) && name !== 'mfrCampaignNumber',
  );
  return key === undefined ? record : { ...record, regulatorCampaignNumber: record[key] };
}

const RecallFieldsSchema = z.looseObject({
  manufacturer: z.string().optional(),
  regulatorCampaignNumber: z.string(),
  mfrCampaignNumber: z.string().optional(),
  remedyAvailable: z.boolean().optional(),
  // Safety flags the UI must show: required, never guessed.
  parkIt: z.boolean(),
  parkOutSide: z.boolean(),
  overTheAirUpdate: z.boolean(),
  /** dd/mm/yyyy, as the service sends it. */
  reportReceivedDate: z.string().optional(),
  component: z.string().optional(),
  summary: z.string(),
  consequence: z.string().optional(),
  remedy: z.string().optional(),
  notes: z.string().optional(),
  modelYear: z.string().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
});

export const RecallSchema = z.preprocess(withRegulatorCampaignNumber, RecallFieldsSchema);
export type Recall = z.infer<typeof RecallSchema>;

export const RECALL_STATUSES = ['Open', 'Remedy Available', 'In Progress'] as const;

export const OpenRecallSchema = z.preprocess(
  withRegulatorCampaignNumber,
  RecallFieldsSchema.extend({
    // Named states are listed, transitions are not: an unknown status is shown as sent.
    recallStatus: z.string().optional(),
    expectedRemediationDate: z.string().nullable().optional(),
  }),
);
export type OpenRecall = z.infer<typeof OpenRecallSchema>;

export const RecallsResponseSchema = z.looseObject({ data: z.array(RecallSchema) });
