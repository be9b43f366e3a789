import { parsePlanName, type Plan } from '../../../shared/plan/plan-access';
import { normalizeAutodevFacets } from './autodev-facets';
import { autodevTimestampToIso } from './autodev-timestamps';

// auto.dev answers → the spec's shapes (docs/real-service.md), so the schemas in shared/schemas
// and everything after them see one shape. Pure functions; a body that is not what they
// expect is returned as is and left to the schema to judge.

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// ---- listings -------------------------------------------------------------------

/** auto.dev sends [longitude, latitude]; the spec's listings (and the sandbox) carry [latitude, longitude]. */
function latitudeFirst(location: unknown): unknown {
  if (!Array.isArray(location) || location.length !== 2) return location;
  const [longitude, latitude] = location as unknown[];
  return typeof longitude === 'number' && typeof latitude === 'number' ? [latitude, longitude] : location;
}

/** Price 0 means "no price" on auto.dev (docs/real-service.md #16); the app's unpriced is null. */
function priceOrNull(price: unknown): unknown {
  return price === 0 ? null : price;
}

function normalizeRetailListing(retail: unknown): unknown {
  if (!isObject(retail)) return retail;
  const out: JsonObject = { ...retail, price: priceOrNull(retail.price) };
  if (retail.price === undefined) delete out.price;
  if (out.historyReportUrl === undefined && retail.carfaxUrl !== undefined) out.historyReportUrl = retail.carfaxUrl;
  return out;
}

/** A `select` row: flat dot-keyed properties (docs/real-service.md, GET /listings). */
function normalizeSelectedRow(row: JsonObject): JsonObject {
  const out: JsonObject = { ...row };
  if ('createdAt' in row) out.createdAt = autodevTimestampToIso(row.createdAt);
  if ('updatedAt' in row) out.updatedAt = autodevTimestampToIso(row.updatedAt);
  if ('location' in row) out.location = latitudeFirst(row.location);
  if ('retailListing.price' in row) out['retailListing.price'] = priceOrNull(row['retailListing.price']);
  if (!('retailListing.historyReportUrl' in row) && 'retailListing.carfaxUrl' in row) {
    out['retailListing.historyReportUrl'] = row['retailListing.carfaxUrl'];
  }
  return out;
}

/**
 * One auto.dev listing → the spec's listing: createdAt as ISO UTC, location latitude
 * first, carfaxUrl as historyReportUrl, price 0 as null. Flat `select` rows likewise.
 */
export function normalizeListingRow(row: unknown): unknown {
  if (!isObject(row)) return row;
  if (!isObject(row.vehicle) && !isObject(row.retailListing) && Object.keys(row).some((key) => key.includes('.'))) {
    return normalizeSelectedRow(row);
  }
  const out: JsonObject = { ...row };
  if ('createdAt' in row) out.createdAt = autodevTimestampToIso(row.createdAt);
  if ('updatedAt' in row) out.updatedAt = autodevTimestampToIso(row.updatedAt);
  if ('location' in row) out.location = latitudeFirst(row.location);
  if ('retailListing' in row) out.retailListing = normalizeRetailListing(row.retailListing);
  if (out.vin === undefined && isObject(row.vehicle) && typeof row.vehicle.vin === 'string') out.vin = row.vehicle.vin;
  return out;
}

/** GET /listings: every row, and the facets into the spec's per-dimension buckets. */
export function normalizeListingsPage(body: unknown): unknown {
  if (!isObject(body)) return body;
  const out: JsonObject = { ...body };
  if (Array.isArray(body.data)) out.data = body.data.map(normalizeListingRow);
  if (body.facets !== undefined && body.facets !== null) out.facets = normalizeAutodevFacets(body.facets);
  return out;
}

/** GET /listings/{vin}: `{ data: listing }`. */
export function normalizeListingAnswer(body: unknown): unknown {
  if (!isObject(body)) return body;
  return { ...body, data: normalizeListingRow(body.data) };
}

// ---- recalls --------------------------------------------------------------------

/** nhtsaCampaignNumber → regulatorCampaignNumber (#10); the wire name stays beside it. */
function normalizeRecallRecord(record: unknown): unknown {
  if (!isObject(record)) return record;
  const out: JsonObject = { ...record };
  if (out.regulatorCampaignNumber === undefined && record.nhtsaCampaignNumber !== undefined) {
    out.regulatorCampaignNumber = record.nhtsaCampaignNumber;
  }
  // #12: null dates and missing statuses mean "not given".
  if (out.expectedRemediationDate === null) delete out.expectedRemediationDate;
  if (out.recallStatus === null) delete out.recallStatus;
  return out;
}

/** GET /recalls/{vin}: records renamed; totals and internationalRecalls kept (#11). */
export function normalizeRecalls(body: unknown): unknown {
  if (!isObject(body)) return body;
  return Array.isArray(body.data) ? { ...body, data: body.data.map(normalizeRecallRecord) } : body;
}

/**
 * GET /openrecalls/{vin}. auto.dev drops what is empty (#12): `{"data":[]}` is a whole
 * answer. Counts come from the lists when absent; campaigns default to none; a null
 * retrievedAt is left out. totalRecalls is not invented: closed recalls may exist.
 */
export function normalizeOpenRecalls(body: unknown): unknown {
  if (!isObject(body)) return body;
  const data = Array.isArray(body.data) ? body.data.map(normalizeRecallRecord) : body.data;
  const campaigns = Array.isArray(body.manufacturerCampaigns) ? body.manufacturerCampaigns : [];
  const out: JsonObject = {
    ...body,
    data,
    openRecalls: body.openRecalls ?? (Array.isArray(data) ? data.length : undefined),
    manufacturerCampaigns: campaigns,
    manufacturerCampaignCount: body.manufacturerCampaignCount ?? campaigns.length,
  };
  if (Array.isArray(body.recalls)) out.recalls = body.recalls.map(normalizeRecallRecord);
  if (out.retrievedAt === null) delete out.retrievedAt;
  if (out.openRecalls === undefined) delete out.openRecalls;
  return out;
}

// ---- errors and plan ------------------------------------------------------------

/** What an auto.dev error body said. Every field optional: bodies vary (#6–#8). */
export interface AutodevError {
  code?: string;
  message?: string;
  currentPlan?: Plan;
  requiredPlan?: Plan;
  /** https only. */
  upgradeUrl?: string;
  path?: string;
  requestId?: string;
  suggestion?: string;
}

function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A plain-text body (a proxy's page, "Too Many Requests"): its words, when short and not markup. */
function plainTextMessage(body: string): string | undefined {
  const trimmed = body.trim();
  return trimmed !== '' && trimmed.length <= 300 && !trimmed.startsWith('<') ? trimmed : undefined;
}

/**
 * Reads any documented auto.dev error body (client checklist #2): bare object, wrapped
 * `{"error":{…}}`, the 401 auth shape `{"status":401,"error":{"message":…}}`,
 * `{"error":"text"}`, plain text or no body. message = error (text) ?? error.message ??
 * error.error ?? message; code = code ?? error.code. Plans via parsePlanName; the upgrade
 * link is upgradeUrl ?? upgradeLink, https only. `_status` is not read: the engine branches
 * on the status itself (#3), and nothing here depends on it.
 */
export function readAutodevError(_status: number, body: unknown): AutodevError {
  if (typeof body === 'string') {
    const message = plainTextMessage(body);
    return message === undefined ? {} : { message };
  }
  if (!isObject(body)) return {};
  const inner = isObject(body.error) ? body.error : {};
  const pick = (key: string): unknown => body[key] ?? inner[key];
  const message = text(body.error) ?? text(inner.message) ?? text(inner.error) ?? text(body.message);
  const fields: AutodevError = {
    code: text(body.code) ?? text(inner.code),
    message,
    currentPlan: parsePlanName(pick('currentPlan')) ?? undefined,
    requiredPlan: parsePlanName(pick('requiredPlan')) ?? undefined,
    upgradeUrl: httpsUrl(pick('upgradeUrl')) ?? httpsUrl(pick('upgradeLink')),
    path: text(pick('path')),
    requestId: text(pick('requestId')),
    suggestion: text(pick('suggestion')),
  };
  // Only what was said: no keys holding undefined.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as AutodevError;
}

/** The account's plan as an answer's top-level `user.plan` names it (#9); null when absent or unknown. */
export function planFromAnswer(body: unknown): Plan | null {
  if (!isObject(body) || !isObject(body.user)) return null;
  return parsePlanName(body.user.plan);
}
