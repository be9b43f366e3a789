// Recall records of a vehicle in the spec's shape, for /recalls and /openrecalls.
// The records read a vehicle and the running sandbox through the few fields they need, so
// recalls/ stays below data/ (whose builder solves the open rates from the campaigns) and
// below vehicle/ (sandbox/README.md, "Folders and layers").
import type { ModelSpec } from '../catalog/model-catalog';
import type { FuelType } from '../catalog/powertrains';
import { hashUnit } from '../random/rng';
import {
  manufacturerCampaignsForVin,
  recallManufacturer,
  recallsForVin,
  regulatorDate,
  type OpenRates,
  type VinRecall,
} from './recall-campaigns';

/** What the records read of a vehicle; vehicle/'s VehicleProfile has all of it. */
export interface RecallSubject {
  vin: string;
  /** The catalog model, or null for a VIN of no catalog model (no campaigns). */
  spec: ModelSpec | null;
  year: number;
  fuel: FuelType;
  make: string;
  model: string;
}

/** What the records read of the running sandbox (state/'s SandboxState has it): its date and open rates. */
export interface RecallSource {
  /** The dataset's "now", epoch ms. */
  asOf: number;
  dataset: { meta: { openRates: OpenRates } };
}

export interface RecallRecord {
  manufacturer: string;
  regulatorCampaignNumber: string;
  mfrCampaignNumber: string;
  remedyAvailable: boolean;
  parkIt: boolean;
  parkOutSide: boolean;
  overTheAirUpdate: boolean;
  reportReceivedDate: string;
  component: string;
  summary: string;
  consequence: string;
  remedy: string;
  notes: string;
  modelYear: string;
  make: string;
  model: string;
}

export interface OpenRecallRecord extends RecallRecord {
  recallStatus: 'Open' | 'Remedy Available' | 'In Progress';
  expectedRemediationDate: string | null;
}

export interface ManufacturerCampaignRecord {
  mfrCampaignNumber: string;
  summary: string;
  remedy: string;
  remedyAvailable: boolean;
  reportReceivedDate: string;
}

function yearsText(from: number, to: number): string {
  return from === to ? String(from) : `${from}-${to}`;
}

export function vinRecalls(state: RecallSource, p: RecallSubject): VinRecall[] {
  if (!p.spec) return [];
  return recallsForVin(p.vin, p.spec, p.year, p.fuel, state.asOf, state.dataset.meta.openRates);
}

export function recallRecord(p: RecallSubject, recall: VinRecall): RecallRecord {
  const c = recall.campaign;
  const t = c.template;
  const fill = (text: string) =>
    text
      .replace('{make}', recallManufacturer(p.make))
      .replace('{model}', p.model)
      .replace('{years}', yearsText(c.yearFrom, c.yearTo));
  return {
    manufacturer: recallManufacturer(p.make),
    regulatorCampaignNumber: c.regulatorCampaignNumber,
    mfrCampaignNumber: c.mfrCampaignNumber,
    remedyAvailable: c.remedyAvailable,
    parkIt: t.kind === 'parkIt',
    parkOutSide: t.kind === 'parkOutside',
    overTheAirUpdate: t.kind === 'ota',
    reportReceivedDate: regulatorDate(c.reportDate),
    component: t.component,
    summary: fill(t.summary),
    consequence: t.consequence,
    remedy: t.remedy,
    notes: `Owners may contact ${p.make} customer service. ${p.make}'s number for this recall is ${c.mfrCampaignNumber}. Owners may also contact the National Highway Traffic Safety Administration Vehicle Safety Hotline at 1-888-327-4236 (TTY 1-800-424-9153), or go to www.nhtsa.gov.`,
    modelYear: String(p.year),
    make: p.make.toUpperCase(),
    model: p.model,
  };
}

export function openRecallRecord(p: RecallSubject, recall: VinRecall): OpenRecallRecord {
  const c = recall.campaign;
  const status = !c.remedyAvailable ? 'Open' : hashUnit(p.vin, c.salt + 2) < 0.15 ? 'In Progress' : 'Remedy Available';
  return { ...recallRecord(p, recall), recallStatus: status, expectedRemediationDate: c.expectedRemediationDate };
}

export function manufacturerCampaignRecords(state: RecallSource, p: RecallSubject): ManufacturerCampaignRecord[] {
  if (!p.spec) return [];
  return manufacturerCampaignsForVin(p.vin, p.spec, p.year, state.asOf).map((c) => ({
    mfrCampaignNumber: c.mfrCampaignNumber,
    summary: c.summary,
    remedy: c.remedy,
    remedyAvailable: true,
    reportReceivedDate: regulatorDate(c.reportDate),
  }));
}
