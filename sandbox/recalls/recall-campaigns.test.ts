// The regulator campaigns a VIN is covered by, the open/completed state per VIN, and the
// manufacturer's own service campaigns. The campaign book is random per model, so these
// tests check what must hold for every campaign (spec: "Recall record", "Manufacturer
// campaign"; NHTSA's published number formats), collected over the whole catalog.
import { beforeEach, describe, expect, it } from 'vitest';
import { MODEL_CATALOG, type ModelSpec } from '../catalog/model-catalog';
import { POWERTRAINS } from '../catalog/powertrains';
import { catalogSpec } from '../catalog/test-support/model-specs';
import {
  manufacturerCampaignsForVin,
  recallManufacturer,
  recallsForVin,
  regulatorDate,
  type MfrCampaign,
  type OpenRates,
  type VinRecall,
} from './recall-campaigns';

type Campaign = VinRecall['campaign'];

const DAY = 86_400_000;
/** The dataset's date (1 November 2026, noon UTC). */
const AS_OF = Date.UTC(2026, 10, 1, 12);
const ALL_OPEN: OpenRates = { parkIt: 1, parkOutside: 1, other: 1 };
const NONE_OPEN: OpenRates = { parkIt: 0, parkOutside: 0, other: 0 };

/** A 17-character VIN-like string; only its hash matters to the campaign code. */
function vinOf(n: number): string {
  return `1TESTVIN${String(n).padStart(9, '0')}`;
}

function yearsOf(spec: ModelSpec): number[] {
  return Array.from({ length: spec.to - spec.from + 1 }, (_, i) => spec.from + i);
}

function fuels(spec: ModelSpec): string[] {
  return spec.powertrains.map((id) => POWERTRAINS[id].fuel);
}

/**
 * Every regulator campaign of every catalog model: the union over 10 VINs per model year
 * (each campaign covers at least 60% of its VINs and one to three years, so 10 to 30 VINs
 * miss one with odds of at most 0.4^10).
 */
function collectCampaigns(asOf: number): Map<ModelSpec, Campaign[]> {
  const result = new Map<ModelSpec, Campaign[]>();
  let n = 0;
  for (const s of MODEL_CATALOG) {
    const seen = new Set<Campaign>();
    for (const year of yearsOf(s))
      for (let i = 0; i < 10; i++)
        for (const r of recallsForVin(vinOf(n++), s, year, 'Hybrid', asOf, ALL_OPEN)) seen.add(r.campaign);
    result.set(s, [...seen]);
  }
  return result;
}

/** Campaign objects are rebuilt when the dataset date changes, so they are matched by number. */
function sameCampaign(a: Campaign): (r: VinRecall) => boolean {
  return (r) => r.campaign.regulatorCampaignNumber === a.regulatorCampaignNumber;
}

function sameMfr(a: MfrCampaign): (c: MfrCampaign) => boolean {
  return (c) => c.mfrCampaignNumber === a.mfrCampaignNumber && c.yearFrom === a.yearFrom;
}

function collectMfrCampaigns(asOf: number): Map<ModelSpec, MfrCampaign[]> {
  const result = new Map<ModelSpec, MfrCampaign[]>();
  let n = 0;
  for (const s of MODEL_CATALOG) {
    const seen = new Set<MfrCampaign>();
    for (const year of yearsOf(s))
      for (let i = 0; i < 25; i++) for (const c of manufacturerCampaignsForVin(vinOf(n++), s, year, asOf)) seen.add(c);
    result.set(s, [...seen]);
  }
  return result;
}

// The module keeps the book of one dataset date. Each test that reads the book has it built
// afresh inside the test (asking for another date first drops the kept one), so what it checks
// is what the generator produces now, not a book left over from an earlier test.
let bookBySpec = new Map<ModelSpec, Campaign[]>();
let allCampaigns: Campaign[] = [];
let mfrBySpec = new Map<ModelSpec, MfrCampaign[]>();
let allMfrCampaigns: MfrCampaign[] = [];
let specOfMfr = new Map<MfrCampaign, ModelSpec>();

function buildBooksAfresh(): void {
  const first = MODEL_CATALOG[0]!;
  recallsForVin(vinOf(0), first, first.from, 'Hybrid', AS_OF - DAY, ALL_OPEN);
  bookBySpec = collectCampaigns(AS_OF);
  allCampaigns = [...bookBySpec.values()].flat();
}

function buildMfrBooksAfresh(): void {
  const first = MODEL_CATALOG[0]!;
  recallsForVin(vinOf(0), first, first.from, 'Hybrid', AS_OF - DAY, ALL_OPEN);
  mfrBySpec = collectMfrCampaigns(AS_OF);
  allMfrCampaigns = [...mfrBySpec.values()].flat();
  specOfMfr = new Map([...mfrBySpec].flatMap(([s, list]) => list.map((c) => [c, s] as const)));
}

// Judged by the component, not by the template's own fuel tag: a traction battery exists only
// in electrified cars, a gasoline fuel system or engine only in cars with an engine.
const isBattery = (c: Campaign) => c.template.component.includes('TRACTION BATTERY');
const isEngine = (c: Campaign) => c.template.component.includes('GASOLINE');
const bucket = (kind: string) => (kind === 'parkIt' || kind === 'parkOutside' ? kind : 'other');

function utcYear(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

/** Share of `vins` VINs of a covered year for which `hit` holds. */
function share(count: number, hit: (vin: string) => boolean, from = 0): number {
  let hits = 0;
  for (let i = 0; i < count; i++) if (hit(vinOf(from + i))) hits++;
  return hits / count;
}

describe('recallManufacturer', () => {
  // The manufacturer names NHTSA's recall records carry for each make.
  it.each([
    ['Toyota', 'Toyota Motor Engineering & Manufacturing'],
    ['Lexus', 'Toyota Motor Engineering & Manufacturing'],
    ['Honda', 'Honda (American Honda Motor Co.)'],
    ['Acura', 'Honda (American Honda Motor Co.)'],
    ['Ford', 'Ford Motor Company'],
    ['Chevrolet', 'General Motors, LLC'],
    ['GMC', 'General Motors, LLC'],
    ['Buick', 'General Motors, LLC'],
    ['Cadillac', 'General Motors, LLC'],
    ['Ram', 'Chrysler (FCA US, LLC)'],
    ['Jeep', 'Chrysler (FCA US, LLC)'],
    ['Dodge', 'Chrysler (FCA US, LLC)'],
    ['Chrysler', 'Chrysler (FCA US, LLC)'],
    ['Nissan', 'Nissan North America, Inc.'],
    ['Hyundai', 'Hyundai Motor America'],
    ['Kia', 'Kia America, Inc.'],
    ['Subaru', 'Subaru of America, Inc.'],
    ['Mazda', 'Mazda North American Operations'],
    ['Volkswagen', 'Volkswagen Group of America, Inc.'],
    ['Audi', 'Volkswagen Group of America, Inc.'],
    ['Tesla', 'Tesla, Inc.'],
    ['BMW', 'BMW of North America, LLC'],
    ['Mercedes-Benz', 'Mercedes-Benz USA, LLC'],
  ])('%s recalls are filed by %s', (make, manufacturer) => {
    expect(recallManufacturer(make)).toBe(manufacturer);
  });

  it('names an unknown make after its North American arm', () => {
    expect(recallManufacturer('Rivian')).toBe('Rivian North America');
  });
});

describe('regulatorDate', () => {
  it.each([
    [Date.UTC(2024, 0, 5), '05/01/2024'],
    [Date.UTC(2023, 11, 25, 23, 59), '25/12/2023'],
    [Date.UTC(2019, 9, 10, 0, 0, 1), '10/10/2019'],
  ])('writes %d as dd/mm/yyyy (UTC): %s', (ms, text) => {
    expect(regulatorDate(ms)).toBe(text);
  });
});

describe('regulator campaigns of the catalog', () => {
  beforeEach(buildBooksAfresh);

  it('every model has at least one campaign, each over one to three model years it was sold in', () => {
    for (const [s, campaigns] of bookBySpec) {
      expect(campaigns.length, `${s.make} ${s.model}`).toBeGreaterThanOrEqual(1);
      for (const c of campaigns) {
        expect(c.spec).toBe(s);
        expect(c.yearFrom).toBeGreaterThanOrEqual(s.from);
        expect(c.yearTo).toBeLessThanOrEqual(s.to);
        expect(c.yearTo - c.yearFrom).toBeGreaterThanOrEqual(0);
        expect(c.yearTo - c.yearFrom).toBeLessThanOrEqual(2);
      }
    }
    // Multi-year campaigns exist as well as single-year ones.
    expect(allCampaigns.some((c) => c.yearTo > c.yearFrom)).toBe(true);
    expect(allCampaigns.some((c) => c.yearTo === c.yearFrom)).toBe(true);
  });

  it('a model sold for twelve years has several campaigns, not one', () => {
    // 2015–2026 is 12 model years; a real model of that age has a handful of recalls.
    const camry = bookBySpec.get(catalogSpec('Toyota', 'Camry'))!;
    expect(camry.length).toBeGreaterThanOrEqual(4);
    expect(camry.length).toBeLessThanOrEqual(6);
  });

  it('NHTSA campaign numbers read YYV###000 with the year the report was received, and are unique', () => {
    const numbers = new Set<string>();
    for (const c of allCampaigns) {
      const match = /^(\d{2})V(\d{3})000$/.exec(c.regulatorCampaignNumber);
      expect(match, c.regulatorCampaignNumber).not.toBeNull();
      expect(Number(match![1])).toBe(utcYear(c.reportDate) % 100);
      expect(Number(match![2])).toBeGreaterThanOrEqual(100);
      numbers.add(c.regulatorCampaignNumber);
    }
    expect(numbers.size).toBe(allCampaigns.length);
  });

  it('reports are received at least 20 days before the dataset date, from a year before the model year on', () => {
    for (const c of allCampaigns) {
      expect(c.reportDate).toBeLessThanOrEqual(AS_OF - 20 * DAY);
      expect(utcYear(c.reportDate)).toBeGreaterThanOrEqual(c.yearFrom - 1);
      expect(utcYear(c.reportDate)).toBeLessThanOrEqual(c.yearFrom + 4);
    }
    // Older models' recalls are spread over the years, not all piled up in the last months.
    expect(allCampaigns.filter((c) => utcYear(c.reportDate) <= 2020).length).toBeGreaterThan(50);
    expect(allCampaigns.some((c) => AS_OF - c.reportDate < 120 * DAY)).toBe(true);
  });

  it('a remedy exists for every campaign older than 120 days unless it is a do-not-drive one', () => {
    const old = allCampaigns.filter((c) => AS_OF - c.reportDate >= 120 * DAY);
    for (const c of old.filter((x) => x.template.kind !== 'parkIt'))
      expect(c.remedyAvailable, c.regulatorCampaignNumber).toBe(true);
    // Do-not-drive recalls can wait a long time for parts (the Takata inflators did).
    expect(old.some((c) => c.template.kind === 'parkIt' && !c.remedyAvailable)).toBe(true);
    expect(old.filter((c) => c.remedyAvailable).length / old.length).toBeGreaterThan(0.9);
  });

  it('most campaigns of the last 120 days have no remedy yet', () => {
    const recent = allCampaigns.filter((c) => AS_OF - c.reportDate < 120 * DAY);
    expect(recent.length).toBeGreaterThanOrEqual(10);
    expect(recent.filter((c) => !c.remedyAvailable).length / recent.length).toBeGreaterThan(0.5);
  });

  it('a campaign without a remedy expects one 60 to 150 days after its report; one with a remedy expects none', () => {
    for (const c of allCampaigns.filter((x) => x.remedyAvailable)) expect(c.expectedRemediationDate).toBeNull();
    for (const c of allCampaigns.filter((x) => !x.remedyAvailable)) {
      expect(c.expectedRemediationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const days = (Date.parse(`${c.expectedRemediationDate!}T00:00:00Z`) - c.reportDate) / DAY;
      expect(days).toBeGreaterThanOrEqual(59);
      expect(days).toBeLessThanOrEqual(150);
    }
    expect(allCampaigns.some((c) => !c.remedyAvailable)).toBe(true);
  });

  it('battery recalls go only to models with an electrified version, engine recalls never to an all-electric one', () => {
    for (const [s, campaigns] of bookBySpec) {
      const f = fuels(s);
      const electrifiedVersion = f.some((x) => x !== 'Gasoline' && x !== 'Diesel');
      const engineVersion = f.some((x) => x !== 'Electric');
      expect(electrifiedVersion || !campaigns.some(isBattery), s.model).toBe(true);
      expect(engineVersion || !campaigns.some(isEngine), s.model).toBe(true);
    }
    expect(allCampaigns.filter(isBattery).length).toBeGreaterThan(5);
    expect(allCampaigns.filter(isEngine).length).toBeGreaterThan(5);
  });

  it('over-the-air fixes are only for model years 2018 and later', () => {
    const ota = allCampaigns.filter((c) => c.template.kind === 'ota');
    expect(ota.length).toBeGreaterThan(10);
    for (const c of ota) expect(c.yearFrom).toBeGreaterThanOrEqual(2018);
    expect(ota.some((c) => c.yearFrom === 2018)).toBe(true);
  });

  it('mixes the kinds in realistic shares: about a fifth each do-not-drive and park-outside, under half standard', () => {
    const kindShare = (kind: string) =>
      allCampaigns.filter((c) => c.template.kind === kind).length / allCampaigns.length;
    // Intended shares 20% / 20% / 15% / 45% (before the OTA year limit thins OTA out).
    expect(kindShare('parkIt')).toBeGreaterThan(0.13);
    expect(kindShare('parkIt')).toBeLessThan(0.27);
    expect(kindShare('parkOutside')).toBeGreaterThan(0.13);
    expect(kindShare('parkOutside')).toBeLessThan(0.27);
    expect(kindShare('ota')).toBeGreaterThan(0.05);
    expect(kindShare('ota')).toBeLessThan(0.2);
    expect(kindShare('standard')).toBeGreaterThan(0.36);
    expect(kindShare('standard')).toBeLessThan(0.56);
  });

  it('components are NHTSA component paths, and every recall template gets used', () => {
    for (const c of allCampaigns) expect(c.template.component).toMatch(/^[A-Z][A-Z ,/()-]*(:[A-Z0-9 ,/()-]+)+$/);
    const components = new Set(allCampaigns.map((c) => c.template.component));
    // 17 regulator templates: 3 park-it, 3 park-outside, 3 OTA, 8 standard.
    expect(components.size).toBe(17);
  });
});

describe('recallsForVin', () => {
  beforeEach(buildBooksAfresh);

  const camry = catalogSpec('Toyota', 'Camry');

  it('returns only campaigns whose model years include the VIN year', () => {
    for (const s of [camry, catalogSpec('Ford', 'F-150'), catalogSpec('Tesla', 'Model 3')])
      for (const year of yearsOf(s))
        for (let i = 0; i < 20; i++)
          for (const r of recallsForVin(vinOf(i), s, year, 'Hybrid', AS_OF, ALL_OPEN)) {
            expect(r.campaign.yearFrom).toBeLessThanOrEqual(year);
            expect(r.campaign.yearTo).toBeGreaterThanOrEqual(year);
          }
  });

  it('returns nothing for a model year before the model existed', () => {
    for (let i = 0; i < 50; i++) expect(recallsForVin(vinOf(i), camry, 2010, 'Hybrid', AS_OF, ALL_OPEN)).toEqual([]);
  });

  it('affects only part of the VINs in a campaign, but most of them', () => {
    const shares = allCampaigns
      .slice(0, 60)
      .map((c) =>
        share(300, (vin) => recallsForVin(vin, c.spec, c.yearFrom, 'Hybrid', AS_OF, ALL_OPEN).some(sameCampaign(c))),
      );
    for (const s of shares) {
      expect(s).toBeGreaterThan(0.5);
      expect(s).toBeLessThan(1);
    }
    const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
    // Coverage is drawn from 60%–95%: mean 77.5%.
    expect(mean).toBeGreaterThan(0.7);
    expect(mean).toBeLessThan(0.85);
  });

  it('gives a gasoline VIN no battery recall, while the same model as a hybrid or EV gets one', () => {
    const withBattery = allCampaigns.filter(isBattery);
    expect(withBattery.length).toBeGreaterThan(0);
    for (const c of withBattery) {
      const gas = share(100, (vin) =>
        recallsForVin(vin, c.spec, c.yearFrom, 'Gasoline', AS_OF, ALL_OPEN).some(sameCampaign(c)),
      );
      const electrified = share(100, (vin) =>
        recallsForVin(vin, c.spec, c.yearFrom, 'Hybrid', AS_OF, ALL_OPEN).some(sameCampaign(c)),
      );
      expect(gas).toBe(0);
      expect(electrified).toBeGreaterThan(0.4);
    }
  });

  it('gives engine recalls to gasoline and hybrid VINs alike (a hybrid has an engine)', () => {
    // Models without a battery-electric version, so an electrified VIN here is a hybrid or PHEV.
    const engine = allCampaigns.filter((c) => isEngine(c) && !fuels(c.spec).includes('Electric')).slice(0, 20);
    expect(engine.length).toBeGreaterThan(5);
    for (const c of engine)
      for (const fuel of ['Gasoline', 'Hybrid', 'Plug-In Hybrid', 'Diesel'] as const)
        expect(
          share(100, (vin) => recallsForVin(vin, c.spec, c.yearFrom, fuel, AS_OF, ALL_OPEN).some(sameCampaign(c))),
        ).toBeGreaterThan(0.4);
  });

  it('gives no engine recall to the electric version of a model also sold with an engine', () => {
    // An electric Kona has no fuel pump: the VIN's own fuel decides, not its model's range.
    const mixed = allCampaigns.filter(
      (c) => isEngine(c) && fuels(c.spec).includes('Electric') && fuels(c.spec).includes('Gasoline'),
    );
    expect(mixed.length).toBeGreaterThan(0);
    for (const c of mixed) {
      const covered = (fuel: 'Electric' | 'Gasoline') =>
        share(100, (vin) => recallsForVin(vin, c.spec, c.yearFrom, fuel, AS_OF, ALL_OPEN).some(sameCampaign(c)));
      expect(covered('Electric')).toBe(0);
      expect(covered('Gasoline')).toBeGreaterThan(0.4);
    }
  });

  it('an unremedied campaign is open on every VIN whatever the completion rates', () => {
    for (const s of MODEL_CATALOG)
      for (const year of yearsOf(s))
        for (const r of recallsForVin(vinOf(year), s, year, 'Hybrid', AS_OF, NONE_OPEN))
          expect(r.open).toBe(!r.campaign.remedyAvailable);
  });

  it.each([
    ['parkIt', { parkIt: 1, parkOutside: 0, other: 0 }],
    ['parkOutside', { parkIt: 0, parkOutside: 1, other: 0 }],
    ['ota', { parkIt: 0, parkOutside: 0, other: 1 }],
    ['standard', { parkIt: 0, parkOutside: 0, other: 1 }],
  ])('the %s open rate applies to that kind only', (kind, rates) => {
    let ofKind = 0;
    let otherRemedied = 0;
    for (const s of MODEL_CATALOG)
      for (const year of yearsOf(s))
        for (let i = 0; i < 3; i++)
          for (const r of recallsForVin(vinOf(i), s, year, 'Hybrid', AS_OF, rates)) {
            // OTA and standard recalls share the "other" rate.
            const sameBucket = bucket(r.campaign.template.kind) === bucket(kind);
            // Rate 1: never completed; rate 0: completed wherever a remedy exists.
            expect(r.open).toBe(sameBucket || !r.campaign.remedyAvailable);
            ofKind += Number(sameBucket);
            otherRemedied += Number(!sameBucket && r.campaign.remedyAvailable);
          }
    expect(ofKind).toBeGreaterThan(20);
    expect(otherRemedied).toBeGreaterThan(20);
  });

  it('leaves open about the given share of remedied recalls', () => {
    const remedied = bookBySpec.get(camry)!.filter((c) => c.remedyAvailable);
    expect(remedied.length).toBeGreaterThan(0);
    for (const c of remedied) {
      const affected: VinRecall[] = [];
      for (let i = 0; i < 2000; i++)
        affected.push(
          ...recallsForVin(vinOf(i), camry, c.yearFrom, 'Hybrid', AS_OF, {
            parkIt: 0.3,
            parkOutside: 0.3,
            other: 0.3,
          }).filter(sameCampaign(c)),
        );
      const open = affected.filter((r) => r.open).length / affected.length;
      expect(open).toBeGreaterThan(0.25);
      expect(open).toBeLessThan(0.35);
    }
  });

  it('is deterministic and shares one campaign book per dataset date', () => {
    const first = recallsForVin(vinOf(7), camry, bookBySpec.get(camry)![0]!.yearFrom, 'Hybrid', AS_OF, ALL_OPEN);
    const again = recallsForVin(vinOf(7), camry, bookBySpec.get(camry)![0]!.yearFrom, 'Hybrid', AS_OF, ALL_OPEN);
    expect(again.map((r) => r.campaign)).toEqual(first.map((r) => r.campaign));
    for (const [i, r] of again.entries()) expect(r.campaign).toBe(first[i]!.campaign);
  });

  it('builds a new book for another dataset date, dated before it', () => {
    const earlier = Date.UTC(2020, 5, 1);
    const book2020 = collectCampaigns(earlier);
    const all2020 = [...book2020.values()].flat();
    expect(all2020.length).toBeGreaterThan(100);
    for (const c of all2020) expect(c.reportDate).toBeLessThanOrEqual(earlier - 20 * DAY);
    // And back: the 2026 book again has campaigns reported after mid-2020.
    const again = collectCampaigns(AS_OF);
    expect([...again.values()].flat().some((c) => c.reportDate > earlier)).toBe(true);
  });

  it('finds nothing for a model the catalog does not hold', () => {
    const unknown: ModelSpec = { ...camry, model: 'Not A Model' };
    expect(recallsForVin(vinOf(1), unknown, 2020, 'Hybrid', AS_OF, ALL_OPEN)).toEqual([]);
    expect(manufacturerCampaignsForVin(vinOf(1), unknown, 2020, AS_OF)).toEqual([]);
  });
});

// Real manufacturer recall-number formats, one per make family (yy = report year):
// Toyota 24TA07, Lexus 24LA03, Ford 24S41 / 24C12, GM N242438380, Honda KT5 (three
// characters, no I/O/Q), Stellantis Z21 / 95B-style, Nissan R24B3, Hyundai 244, Kia SC312,
// Tesla SB-24-00-001; others here: yy, the first two letters of the make, three digits.
const MFR_FORMATS: ReadonlyArray<[string, RegExp]> = [
  ['Toyota', /^(?<yy>\d{2})TA\d{2}$/],
  ['Lexus', /^(?<yy>\d{2})LA\d{2}$/],
  ['Ford', /^(?<yy>\d{2})[SC]\d{2}$/],
  ['Chevrolet', /^N(?<yy>\d{2})\d{7}$/],
  ['GMC', /^N(?<yy>\d{2})\d{7}$/],
  ['Buick', /^N(?<yy>\d{2})\d{7}$/],
  ['Cadillac', /^N(?<yy>\d{2})\d{7}$/],
  ['Honda', /^[A-HJ-NPR-Z0-9]{3}$/],
  ['Acura', /^[A-HJ-NPR-Z0-9]{3}$/],
  ['Ram', /^[A-HJ-NPR-Z0-9]\d{2}$/],
  ['Jeep', /^[A-HJ-NPR-Z0-9]\d{2}$/],
  ['Dodge', /^[A-HJ-NPR-Z0-9]\d{2}$/],
  ['Chrysler', /^[A-HJ-NPR-Z0-9]\d{2}$/],
  ['Nissan', /^R(?<yy>\d{2})[A-HJ-NPR-Z0-9]\d{2}$/],
  ['Hyundai', /^\d{3}$/],
  ['Kia', /^SC\d{3}$/],
  ['Tesla', /^SB-(?<yy>\d{2})-\d{2}-\d{3}$/],
  ['Subaru', /^(?<yy>\d{2})SU\d{3}$/],
  ['Mazda', /^(?<yy>\d{2})MA\d{3}$/],
  ['Volkswagen', /^(?<yy>\d{2})VO\d{3}$/],
  ['Audi', /^(?<yy>\d{2})AU\d{3}$/],
  ['BMW', /^(?<yy>\d{2})BM\d{3}$/],
  ['Mercedes-Benz', /^(?<yy>\d{2})ME\d{3}$/],
];

describe('manufacturer campaign numbers', () => {
  beforeEach(() => {
    buildBooksAfresh();
    buildMfrBooksAfresh();
  });

  it("every make's numbers follow its format, with the report year", () => {
    for (const [make, format] of MFR_FORMATS) {
      const recalls = allCampaigns.filter((c) => c.spec.make === make);
      const service = allMfrCampaigns.filter((c) => specOfMfr.get(c)!.make === make);
      expect(recalls.length + service.length, make).toBeGreaterThan(0);
      for (const { number, reportDate } of [
        ...recalls.map((c) => ({ number: c.mfrCampaignNumber, reportDate: c.reportDate })),
        ...service.map((c) => ({ number: c.mfrCampaignNumber, reportDate: c.reportDate })),
      ]) {
        const match = format.exec(number);
        expect(match, `${make} ${number}`).not.toBeNull();
        // Formats without a year (Honda, Stellantis, Hyundai, Kia) have no yy group.
        const yy = match!.groups?.yy ?? String(utcYear(reportDate) % 100);
        expect(Number(yy)).toBe(utcYear(reportDate) % 100);
      }
    }
  });

  it('numbers vary between campaigns of a make', () => {
    const byMake = MFR_FORMATS.map(([make]) =>
      allCampaigns.filter((c) => c.spec.make === make).map((c) => c.mfrCampaignNumber),
    ).filter((numbers) => numbers.length >= 4);
    expect(byMake.length).toBeGreaterThan(10);
    for (const numbers of byMake) expect(new Set(numbers).size, numbers[0]).toBeGreaterThan(numbers.length / 2);
  });

  it('Ford files both safety (S) and compliance (C) numbers', () => {
    const letters = new Set(allCampaigns.filter((c) => c.spec.make === 'Ford').map((c) => c.mfrCampaignNumber[2]));
    expect([...letters].sort()).toEqual(['C', 'S']);
  });

  it('Honda codes and Stellantis letters are not one repeated character', () => {
    const honda = allCampaigns.filter((c) => c.spec.make === 'Honda').map((c) => c.mfrCampaignNumber);
    expect(honda.some((n) => new Set(n).size > 1)).toBe(true);
    const stellantis = allCampaigns.filter((c) => ['Ram', 'Jeep', 'Dodge', 'Chrysler'].includes(c.spec.make));
    expect(new Set(stellantis.map((c) => c.mfrCampaignNumber[0])).size).toBeGreaterThan(3);
  });
});

describe('manufacturerCampaignsForVin', () => {
  beforeEach(buildMfrBooksAfresh);

  it('service campaigns cover up to three model years from the model launch in 4-year steps', () => {
    for (const [s, campaigns] of mfrBySpec)
      for (const c of campaigns) {
        expect((c.yearFrom - s.from) % 4, `${s.model} ${c.yearFrom}`).toBe(0);
        expect(c.yearFrom).toBeLessThanOrEqual(s.to);
        expect(c.yearTo).toBe(Math.min(s.to, c.yearFrom + 2));
      }
    // Roughly half of the 4-year blocks get a program (55%).
    const blocks = MODEL_CATALOG.reduce((a, s) => a + Math.ceil((s.to - s.from + 1) / 4), 0);
    expect(allMfrCampaigns.length / blocks).toBeGreaterThan(0.5);
    expect(allMfrCampaigns.length / blocks).toBeLessThan(0.7);
  });

  it('returns only campaigns whose model years include the VIN year', () => {
    for (const s of MODEL_CATALOG.slice(0, 30))
      for (const year of [s.from - 1, ...yearsOf(s), s.to + 1])
        for (let i = 0; i < 10; i++)
          for (const c of manufacturerCampaignsForVin(vinOf(i), s, year, AS_OF)) {
            expect(c.yearFrom).toBeLessThanOrEqual(year);
            expect(c.yearTo).toBeGreaterThanOrEqual(year);
          }
  });

  it('are reported from the model year on, at least 30 days before the dataset date', () => {
    for (const c of allMfrCampaigns) {
      expect(c.reportDate).toBeLessThanOrEqual(AS_OF - 30 * DAY);
      expect(utcYear(c.reportDate)).toBeGreaterThanOrEqual(c.yearFrom);
      expect(utcYear(c.reportDate)).toBeLessThanOrEqual(c.yearFrom + 3);
    }
  });

  it('are service programs and warranty extensions, not safety recalls, with a free remedy', () => {
    expect(allMfrCampaigns.length).toBeGreaterThan(50);
    for (const c of allMfrCampaigns) {
      expect(c.summary).toMatch(/program|extension/i);
      expect(c.summary).not.toMatch(/recall/i);
      expect(c.remedy).toMatch(/free of charge\.$/);
    }
    expect(new Set(allMfrCampaigns.map((c) => c.summary)).size).toBe(5);
  });

  it('apply to about three VINs in ten of the covered years', () => {
    // Half the VINs are in the campaign population, and 60% of those are still due: 30%.
    const sample = allMfrCampaigns.slice(0, 60);
    let hits = 0;
    for (const c of sample) {
      const s = specOfMfr.get(c)!;
      hits += share(500, (vin) => manufacturerCampaignsForVin(vin, s, c.yearFrom, AS_OF).some(sameMfr(c)), 10_000);
    }
    const mean = hits / sample.length;
    expect(mean).toBeGreaterThan(0.27);
    expect(mean).toBeLessThan(0.33);
  });
});
