// Recall campaigns per make/model/model-year range, shared by every VIN they cover,
// with a per-VIN "affected" and "completed" state derived from the VIN itself — the
// way regulator campaigns and dealer completion work in reality.
import { MODEL_CATALOG, type ModelSpec } from '../catalog/model-catalog';
import { POWERTRAINS, type FuelType } from '../catalog/powertrains';
import { hash32, hashUnit, rngFor } from '../random/rng';
import {
  MANUFACTURER_CAMPAIGN_TEMPLATES,
  RECALL_TEMPLATES,
  type RecallKind,
  type RecallTemplate,
} from './recall-templates';

interface Campaign {
  regulatorCampaignNumber: string;
  mfrCampaignNumber: string;
  template: RecallTemplate;
  spec: ModelSpec;
  yearFrom: number;
  yearTo: number;
  /** Epoch ms. */
  reportDate: number;
  remedyAvailable: boolean;
  expectedRemediationDate: string | null;
  /** Share of the covered VINs that are actually affected. */
  coverage: number;
  salt: number;
}

export interface MfrCampaign {
  mfrCampaignNumber: string;
  summary: string;
  remedy: string;
  yearFrom: number;
  yearTo: number;
  reportDate: number;
  salt: number;
}

export interface OpenRates {
  parkIt: number;
  parkOutside: number;
  other: number;
}

const DAY = 86_400_000;

const MANUFACTURERS: Readonly<Record<string, string>> = {
  Toyota: 'Toyota Motor Engineering & Manufacturing',
  Lexus: 'Toyota Motor Engineering & Manufacturing',
  Honda: 'Honda (American Honda Motor Co.)',
  Acura: 'Honda (American Honda Motor Co.)',
  Ford: 'Ford Motor Company',
  Chevrolet: 'General Motors, LLC',
  GMC: 'General Motors, LLC',
  Buick: 'General Motors, LLC',
  Cadillac: 'General Motors, LLC',
  Ram: 'Chrysler (FCA US, LLC)',
  Jeep: 'Chrysler (FCA US, LLC)',
  Dodge: 'Chrysler (FCA US, LLC)',
  Chrysler: 'Chrysler (FCA US, LLC)',
  Nissan: 'Nissan North America, Inc.',
  Hyundai: 'Hyundai Motor America',
  Kia: 'Kia America, Inc.',
  Subaru: 'Subaru of America, Inc.',
  Mazda: 'Mazda North American Operations',
  Volkswagen: 'Volkswagen Group of America, Inc.',
  Audi: 'Volkswagen Group of America, Inc.',
  Tesla: 'Tesla, Inc.',
  BMW: 'BMW of North America, LLC',
  'Mercedes-Benz': 'Mercedes-Benz USA, LLC',
};

export function recallManufacturer(make: string): string {
  return MANUFACTURERS[make] ?? `${make} North America`;
}

function digits(value: number, width: number): string {
  return String(value % 10 ** width).padStart(width, '0');
}

function mfrNumber(make: string, reportYear: number, h: number): string {
  const yy = digits(reportYear, 2);
  const alnum = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  const code = (n: number) => alnum[(h >>> (n * 5)) % alnum.length]!;
  switch (make) {
    case 'Toyota':
      return `${yy}TA${digits(h, 2)}`;
    case 'Lexus':
      return `${yy}LA${digits(h, 2)}`;
    case 'Ford':
      return `${yy}${h % 2 ? 'S' : 'C'}${digits(h >>> 3, 2)}`;
    case 'Chevrolet':
    case 'GMC':
    case 'Buick':
    case 'Cadillac':
      return `N${yy}${digits(h, 7)}`;
    case 'Honda':
    case 'Acura':
      return `${code(0)}${code(1)}${code(2)}`;
    case 'Ram':
    case 'Jeep':
    case 'Dodge':
    case 'Chrysler':
      return `${code(0)}${digits(h >>> 8, 2)}`;
    case 'Nissan':
      return `R${yy}${code(1)}${digits(h >>> 12, 2)}`;
    case 'Hyundai':
      return digits(h, 3);
    case 'Kia':
      return `SC${digits(h, 3)}`;
    case 'Tesla':
      return `SB-${yy}-${digits(h, 2)}-${digits(h >>> 9, 3)}`;
    default:
      return `${yy}${make.slice(0, 2).toUpperCase()}${digits(h, 3)}`;
  }
}

function hasElectrified(spec: ModelSpec): boolean {
  return spec.powertrains.some((id) => POWERTRAINS[id].fuel !== 'Gasoline' && POWERTRAINS[id].fuel !== 'Diesel');
}

function hasCombustion(spec: ModelSpec): boolean {
  return spec.powertrains.some((id) => POWERTRAINS[id].fuel !== 'Electric');
}

interface CampaignBook {
  bySpec: Map<ModelSpec, Campaign[]>;
  mfrBySpec: Map<ModelSpec, MfrCampaign[]>;
}

let book: { asOf: number; value: CampaignBook } | null = null;

/** All campaigns, generated once for a dataset date; independent of the listing seed. */
function campaignBook(asOf: number): CampaignBook {
  if (book?.asOf === asOf) return book.value;
  const bySpec = new Map<ModelSpec, Campaign[]>();
  const mfrBySpec = new Map<ModelSpec, MfrCampaign[]>();
  const used = new Set<string>();
  const kindWeights: Record<RecallKind, number> = { parkIt: 2, parkOutside: 2, ota: 1.5, standard: 4.5 };
  for (const spec of MODEL_CATALOG) {
    const rng = rngFor(`${spec.make}|${spec.model}`, 7);
    const span = spec.to - spec.from + 1;
    const count = Math.max(1, Math.round(span * 0.35) + rng.int(0, 1));
    const campaigns: Campaign[] = [];
    for (let i = 0; i < count; i++) {
      const yearFrom = rng.int(spec.from, spec.to);
      const yearTo = Math.min(spec.to, yearFrom + rng.int(0, 2));
      const candidates = RECALL_TEMPLATES.filter(
        (t) =>
          (t.only !== 'electrified' || hasElectrified(spec)) &&
          (t.only !== 'combustion' || hasCombustion(spec)) &&
          (t.kind !== 'ota' || yearFrom >= 2018),
      );
      const template = rng.weighted(
        candidates,
        (t) => kindWeights[t.kind] / RECALL_TEMPLATES.filter((x) => x.kind === t.kind).length,
      );
      const reportYear = Math.min(new Date(asOf).getUTCFullYear(), yearFrom - 1 + rng.int(0, 5));
      let reportDate = Date.UTC(reportYear, rng.int(0, 11), rng.int(1, 28));
      if (reportDate > asOf - 20 * DAY) reportDate = asOf - rng.int(20, 200) * DAY;
      const recent = asOf - reportDate < 120 * DAY;
      const remedyAvailable = !(recent && rng.next() < 0.7) && !(template.kind === 'parkIt' && rng.next() < 0.1);
      const yy = new Date(reportDate).getUTCFullYear();
      let regulator = '';
      for (let n = rng.int(100, 899); ; n = n >= 999 ? 100 : n + 1) {
        regulator = `${digits(yy, 2)}V${digits(n, 3)}000`;
        if (!used.has(regulator)) break;
      }
      used.add(regulator);
      campaigns.push({
        regulatorCampaignNumber: regulator,
        mfrCampaignNumber: mfrNumber(spec.make, yy, hash32(regulator)),
        template,
        spec,
        yearFrom,
        yearTo,
        reportDate,
        remedyAvailable,
        expectedRemediationDate: remedyAvailable ? null : isoDate(reportDate + rng.int(60, 150) * DAY),
        coverage: 0.6 + rng.next() * 0.35,
        salt: hash32(regulator),
      });
    }
    bySpec.set(spec, campaigns);
    const mfr: MfrCampaign[] = [];
    for (let year = spec.from; year <= spec.to; year += 4) {
      if (rng.next() < 0.55) {
        const t = rng.pick(MANUFACTURER_CAMPAIGN_TEMPLATES);
        const reportDate = Math.min(asOf - 30 * DAY, Date.UTC(year + rng.int(0, 3), rng.int(0, 11), rng.int(1, 28)));
        const number = mfrNumber(spec.make, new Date(reportDate).getUTCFullYear(), hash32(`${spec.model}${year}`, 3));
        mfr.push({
          mfrCampaignNumber: number,
          summary: t.summary,
          remedy: t.remedy,
          yearFrom: year,
          yearTo: Math.min(spec.to, year + 2),
          reportDate,
          salt: hash32(number, year),
        });
      }
    }
    mfrBySpec.set(spec, mfr);
  }
  book = { asOf, value: { bySpec, mfrBySpec } };
  return book.value;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** dd/mm/yyyy, as the regulator's records write dates. */
export function regulatorDate(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

export interface VinRecall {
  campaign: Campaign;
  open: boolean;
}

/** The campaigns that cover this VIN, and whether each is still unrepaired on it. */
export function recallsForVin(
  vin: string,
  spec: ModelSpec,
  year: number,
  fuel: FuelType,
  asOf: number,
  rates: OpenRates,
): VinRecall[] {
  const electrified = fuel !== 'Gasoline' && fuel !== 'Diesel';
  const campaigns = campaignBook(asOf).bySpec.get(spec) ?? [];
  const result: VinRecall[] = [];
  for (const campaign of campaigns) {
    if (year < campaign.yearFrom || year > campaign.yearTo) continue;
    if (campaign.template.only === 'electrified' && !electrified) continue;
    // The VIN's own fuel, not its model's: an electric Kona has no fuel pump to recall.
    if (campaign.template.only === 'combustion' && fuel === 'Electric') continue;
    if (hashUnit(vin, campaign.salt) >= campaign.coverage) continue;
    const kind = campaign.template.kind;
    const rate = kind === 'parkIt' ? rates.parkIt : kind === 'parkOutside' ? rates.parkOutside : rates.other;
    // A remedy that is not available yet cannot have been completed.
    const open = !campaign.remedyAvailable || hashUnit(vin, campaign.salt + 1) < rate;
    result.push({ campaign, open });
  }
  return result;
}

export function manufacturerCampaignsForVin(vin: string, spec: ModelSpec, year: number, asOf: number): MfrCampaign[] {
  return (campaignBook(asOf).mfrBySpec.get(spec) ?? []).filter(
    (c) => year >= c.yearFrom && year <= c.yearTo && hashUnit(vin, c.salt) < 0.5 && hashUnit(vin, c.salt + 1) < 0.6,
  );
}
