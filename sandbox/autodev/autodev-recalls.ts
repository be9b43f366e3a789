// /recalls and /openrecalls in auto.dev's dialect (docs/real-service.md #10–#12, fixtures
// recalls*, openrecalls*): the campaign field is nhtsaCampaignNumber; /recalls adds
// totalRecalls and international recalls; /openrecalls answers exactly {"data":[]} when
// nothing is open, lists manufacturer campaigns only when there are some, and (seeded by
// the VIN, so stable) sometimes has a null retrievedAt or records without recallStatus.
import { hash32, hashUnit } from '../random/rng';
import type { RequestContext } from '../endpoints/handler-types';
import type { Json, JsonObject } from '../listings/listing-json';
import { ExactAnswer } from './autodev-answer';

function renamed(record: Json): Json {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return record;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(record)) out[k === 'regulatorCampaignNumber' ? 'nhtsaCampaignNumber' : k] = v;
  return out;
}

function records(value: Json | undefined): JsonObject[] {
  return Array.isArray(value) ? (value.map(renamed) as JsonObject[]) : [];
}

const REGIONS = ['UK', 'CA', 'AU', 'EU'] as const;

/** "24/03/2021" plus some weeks → "2021-05-14" (international launches follow the U.S. report). */
function launchDate(reportDate: string, salt: number): string {
  const [d, m, y] = reportDate.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d) + (14 + (salt % 60)) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** About a third of campaigns were also recalled abroad; decided by the campaign number. */
function internationalRecalls(us: JsonObject[]): JsonObject[] {
  return us
    .filter((r) => hashUnit(String(r.nhtsaCampaignNumber), 7) < 0.35)
    .map((r) => {
      const h = hash32(String(r.nhtsaCampaignNumber), 11);
      const launch = launchDate(String(r.reportReceivedDate), h);
      return {
        region: REGIONS[h % REGIONS.length]!,
        recall_number: `R/${launch.slice(0, 4)}/${String(h % 1000).padStart(3, '0')}`,
        launch_date: launch,
        make: String(r.make),
        model: String(r.model).toUpperCase(),
        model_info: `${String(r.model)} ${String(r.modelYear)}`.toUpperCase(),
        concern: String(r.summary).split('.  ')[0] ?? '',
        defect: String(r.consequence),
        remedy: String(r.remedy),
        vehicle_numbers: String(50 + (h % 5000)),
      };
    });
}

export function reshapeRecalls(body: JsonObject): JsonObject {
  const data = records(body.data);
  const international = internationalRecalls(data);
  return {
    data,
    totalRecalls: data.length,
    internationalRecalls: international,
    internationalRecallCount: international.length,
  };
}

export function reshapeOpenRecalls(body: JsonObject, ctx: RequestContext): JsonObject | ExactAnswer {
  const open = records(body.data);
  if (open.length === 0) return new ExactAnswer({ data: [] });
  const vin = ctx.params[0] ?? '';
  // Two record forms are documented: with recallStatus (and a null remediation date once a
  // remedy exists), and without either field.
  const withStatus = hashUnit(vin, 131) < 0.67;
  const data = open.map((r) => {
    const out: JsonObject = { ...r };
    if (!withStatus) {
      delete out.recallStatus;
      delete out.expectedRemediationDate;
    } else if (out.recallStatus !== 'Open') out.expectedRemediationDate = null;
    return out;
  });
  const out: JsonObject = {
    status: `${data.length} Open Recall${data.length === 1 ? '' : 's'}`,
    openRecalls: body.openRecalls ?? data.length,
    totalRecalls: body.totalRecalls ?? data.length,
    data,
  };
  const campaigns = Array.isArray(body.manufacturerCampaigns) ? body.manufacturerCampaigns : [];
  if (campaigns.length > 0) {
    out.manufacturerCampaigns = campaigns;
    out.manufacturerCampaignCount = campaigns.length;
  }
  out.retrievedAt = hashUnit(vin, 137) < 0.3 ? null : (body.retrievedAt ?? null);
  if (body.recalls !== undefined) out.recalls = records(body.recalls);
  return out;
}
