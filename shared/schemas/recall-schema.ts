import { z } from 'zod';
import { lenient, lenientItems, numberish, tolerantObject } from './tolerant';

// Recall records of GET /recalls/{vin} and GET /openrecalls/{vin}.

/**
 * The spec calls the regulator campaign field regulatorCampaignNumber but says the
 * real interface names it after the regulator's acronym (auto.dev: nhtsaCampaignNumber,
 * docs/real-service.md #10). Either spelling is read into regulatorCampaignNumber so the UI
 * has one name; the wire name stays readable beside it.
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

const text = lenient(z.string());

const recallFieldsShape = {
  manufacturer: text,
  regulatorCampaignNumber: z.string(),
  nhtsaCampaignNumber: text,
  mfrCampaignNumber: text,
  remedyAvailable: lenient(z.boolean()),
  // Safety flags the UI must show: required, never guessed.
  parkIt: z.boolean(),
  parkOutSide: z.boolean(),
  overTheAirUpdate: z.boolean(),
  /** dd/mm/yyyy, as the service sends it. */
  reportReceivedDate: text,
  component: text,
  summary: z.string(),
  consequence: text,
  remedy: text,
  notes: text,
  modelYear: text,
  make: text,
  model: text,
};

export const RecallSchema = z.preprocess(withRegulatorCampaignNumber, tolerantObject(recallFieldsShape));
export type Recall = z.infer<typeof RecallSchema>;

export const OpenRecallSchema = z.preprocess(
  withRegulatorCampaignNumber,
  tolerantObject({
    ...recallFieldsShape,
    // Named states are listed, transitions are not: an unknown status is shown as sent.
    // auto.dev may leave it out (docs/real-service.md #12).
    recallStatus: text,
    /** null on auto.dev when no date is set: read as undefined. */
    expectedRemediationDate: text,
  }),
);
export type OpenRecall = z.infer<typeof OpenRecallSchema>;

/** International recalls auto.dev adds to /recalls (docs/real-service.md #11); all optional. */
const InternationalRecallSchema = tolerantObject({
  region: text,
  recall_number: text,
  /** YYYY-MM-DD. */
  launch_date: text,
  make: text,
  model: text,
  model_info: text,
  concern: text,
  defect: text,
  remedy: text,
  /** A count, sent as text ("450"). */
  vehicle_numbers: lenient(z.union([z.string(), z.number().transform(String)])),
});

export const RecallsResponseSchema = tolerantObject({
  data: z.array(RecallSchema),
  totalRecalls: lenient(numberish(z.number().int().nonnegative())),
  internationalRecalls: lenient(lenientItems(InternationalRecallSchema)),
  internationalRecallCount: lenient(numberish(z.number().int().nonnegative())),
});
