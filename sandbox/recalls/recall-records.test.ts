// Recall records in the spec's shape ("Recall record", "Manufacturer campaign", States):
// the fields of one hand-made campaign written out in full, the open-recall status, the
// fuel families that count as electrified, and the meaning of the three flags checked
// against the wording of every catalog recall.
import { beforeEach, describe, expect, it } from 'vitest';
import { MODEL_CATALOG, type ModelSpec } from '../catalog/model-catalog';
import { POWERTRAINS, type FuelType } from '../catalog/powertrains';
import { catalogSpec } from '../catalog/test-support/model-specs';
import { manufacturerCampaignsForVin, recallsForVin, type OpenRates, type VinRecall } from './recall-campaigns';
import {
  manufacturerCampaignRecords,
  openRecallRecord,
  recallRecord,
  vinRecalls,
  type RecallRecord,
  type RecallSource,
  type RecallSubject,
} from './recall-records';
import type { RecallKind, RecallTemplate } from './recall-templates';

type Campaign = VinRecall['campaign'];

/** The dataset's date (1 November 2026, noon UTC). */
const AS_OF = Date.UTC(2026, 10, 1, 12);
const ALL_OPEN: OpenRates = { parkIt: 1, parkOutside: 1, other: 1 };
const NONE_OPEN: OpenRates = { parkIt: 0, parkOutside: 0, other: 0 };

const CAMRY = catalogSpec('Toyota', 'Camry');

function vinOf(n: number): string {
  return `4T1BF1FK${String(n).padStart(9, '0')}`;
}

/** The fields of a vehicle profile the records read, for a catalog model (a Camry without one). */
function profile(spec: ModelSpec | null, year: number, vin: string, fuel?: FuelType): RecallSubject {
  const base = spec ?? CAMRY;
  const pt = POWERTRAINS[base.powertrains[0]!];
  return { vin, year, make: base.make, model: base.model, fuel: fuel ?? pt.fuel, spec };
}

/** vinRecalls and manufacturerCampaignRecords read only the dataset date and its open rates. */
function stateOf(openRates: OpenRates, asOf = AS_OF): RecallSource {
  return { asOf, dataset: { meta: { openRates } } };
}

const TEMPLATE: RecallTemplate = {
  kind: 'parkIt',
  component: 'AIR BAGS:FRONTAL:DRIVER SIDE:INFLATOR MODULE',
  summary: '{make} is recalling certain {years} {model} vehicles. The inflator may explode.',
  consequence: 'Metal fragments may strike the occupants.',
  remedy: 'Dealers will replace the inflator. Do not drive the vehicle until repaired.',
};

function campaign(over: Partial<Campaign> = {}): Campaign {
  return {
    regulatorCampaignNumber: '23V123000',
    mfrCampaignNumber: '23TA05',
    template: TEMPLATE,
    spec: CAMRY,
    yearFrom: 2018,
    yearTo: 2020,
    reportDate: Date.UTC(2023, 2, 7, 15),
    remedyAvailable: true,
    expectedRemediationDate: null,
    coverage: 0.8,
    salt: 12_345,
    ...over,
  };
}

const RECALL_FIELDS = [
  'component',
  'consequence',
  'make',
  'manufacturer',
  'mfrCampaignNumber',
  'model',
  'modelYear',
  'notes',
  'overTheAirUpdate',
  'parkIt',
  'parkOutSide',
  'regulatorCampaignNumber',
  'remedy',
  'remedyAvailable',
  'reportReceivedDate',
  'summary',
];

describe('recallRecord', () => {
  const camry2019 = profile(CAMRY, 2019, vinOf(1));

  it('writes every field of the spec, filled in for the vehicle', () => {
    const r = recallRecord(camry2019, { campaign: campaign(), open: true });
    expect(Object.keys(r).sort()).toEqual(RECALL_FIELDS);
    expect(r.manufacturer).toBe('Toyota Motor Engineering & Manufacturing');
    expect(r.regulatorCampaignNumber).toBe('23V123000');
    expect(r.mfrCampaignNumber).toBe('23TA05');
    expect(r.remedyAvailable).toBe(true);
    // 7 March 2023, day first.
    expect(r.reportReceivedDate).toBe('07/03/2023');
    expect(r.component).toBe('AIR BAGS:FRONTAL:DRIVER SIDE:INFLATOR MODULE');
    expect(r.summary).toBe(
      'Toyota Motor Engineering & Manufacturing is recalling certain 2018-2020 Camry vehicles. The inflator may explode.',
    );
    expect(r.consequence).toBe('Metal fragments may strike the occupants.');
    expect(r.remedy).toBe('Dealers will replace the inflator. Do not drive the vehicle until repaired.');
    expect(r.modelYear).toBe('2019');
    // Make upper-case as in the spec's samples; model as listed.
    expect(r.make).toBe('TOYOTA');
    expect(r.model).toBe('Camry');
  });

  it("names the manufacturer's own number and NHTSA's hotline in the notes", () => {
    const r = recallRecord(camry2019, { campaign: campaign(), open: true });
    expect(r.notes).toBe(
      "Owners may contact Toyota customer service. Toyota's number for this recall is 23TA05. " +
        'Owners may also contact the National Highway Traffic Safety Administration Vehicle Safety Hotline ' +
        'at 1-888-327-4236 (TTY 1-800-424-9153), or go to www.nhtsa.gov.',
    );
  });

  it('writes a one-year campaign as that year alone', () => {
    const r = recallRecord(camry2019, { campaign: campaign({ yearFrom: 2019, yearTo: 2019 }), open: false });
    expect(r.summary).toBe(
      'Toyota Motor Engineering & Manufacturing is recalling certain 2019 Camry vehicles. The inflator may explode.',
    );
  });

  it('copies a missing remedy through', () => {
    const r = recallRecord(camry2019, {
      campaign: campaign({ remedyAvailable: false, expectedRemediationDate: '2023-06-01' }),
      open: true,
    });
    expect(r.remedyAvailable).toBe(false);
  });

  it.each<[RecallKind, boolean, boolean, boolean]>([
    ['parkIt', true, false, false],
    ['parkOutside', false, true, false],
    ['ota', false, false, true],
    ['standard', false, false, false],
  ])('a %s campaign sets parkIt=%s, parkOutSide=%s, overTheAirUpdate=%s', (kind, parkIt, parkOutSide, ota) => {
    const r = recallRecord(camry2019, { campaign: campaign({ template: { ...TEMPLATE, kind } }), open: true });
    expect(r.parkIt).toBe(parkIt);
    expect(r.parkOutSide).toBe(parkOutSide);
    expect(r.overTheAirUpdate).toBe(ota);
  });
});

describe('openRecallRecord', () => {
  const camry2019 = profile(CAMRY, 2019, vinOf(2));

  it('is Open with the expected remediation date while no remedy exists', () => {
    const c = campaign({ remedyAvailable: false, expectedRemediationDate: '2023-06-01' });
    for (let i = 0; i < 50; i++) {
      const r = openRecallRecord(profile(CAMRY, 2019, vinOf(i)), { campaign: c, open: true });
      expect(r.recallStatus).toBe('Open');
      expect(r.expectedRemediationDate).toBe('2023-06-01');
    }
  });

  it('adds the two open-recall fields to the full recall record', () => {
    const r = openRecallRecord(camry2019, { campaign: campaign(), open: true });
    expect(Object.keys(r).sort()).toEqual([...RECALL_FIELDS, 'expectedRemediationDate', 'recallStatus'].sort());
    expect(r.regulatorCampaignNumber).toBe('23V123000');
    expect(r.reportReceivedDate).toBe('07/03/2023');
    expect(r.parkIt).toBe(true);
    expect(r.expectedRemediationDate).toBeNull();
  });

  it('with a remedy out, is Remedy Available for most owners and In Progress for about one in seven', () => {
    const c = campaign();
    const statuses = Array.from(
      { length: 2000 },
      (_, i) => openRecallRecord(profile(CAMRY, 2019, vinOf(i)), { campaign: c, open: true }).recallStatus,
    );
    expect(new Set(statuses)).toEqual(new Set(['Remedy Available', 'In Progress']));
    const inProgress = statuses.filter((s) => s === 'In Progress').length / statuses.length;
    // Intended share 15%.
    expect(inProgress).toBeGreaterThan(0.12);
    expect(inProgress).toBeLessThan(0.18);
  });

  it('gives a VIN the same status every time', () => {
    const c = campaign();
    for (let i = 0; i < 20; i++) {
      const p = profile(CAMRY, 2019, vinOf(i));
      expect(openRecallRecord(p, { campaign: c, open: true }).recallStatus).toBe(
        openRecallRecord(p, { campaign: c, open: true }).recallStatus,
      );
    }
  });
});

/** Every regulator campaign of the catalog with a VIN and model year it affects. */
function catalogRecalls(): Array<{ p: RecallSubject; recall: VinRecall }> {
  const seen = new Map<string, { p: RecallSubject; recall: VinRecall }>();
  let n = 0;
  for (const s of MODEL_CATALOG)
    for (let year = s.from; year <= s.to; year++)
      for (let i = 0; i < 4; i++) {
        const vin = vinOf(n++);
        for (const recall of recallsForVin(vin, s, year, 'Hybrid', AS_OF, ALL_OPEN))
          seen.set(recall.campaign.regulatorCampaignNumber, { p: profile(s, year, vin), recall });
      }
  return [...seen.values()];
}

describe('the flags agree with what each catalog recall tells owners', () => {
  // Built inside each test, so each judges the records as the code writes them now.
  let records: RecallRecord[] = [];
  beforeEach(() => {
    records = catalogRecalls().map(({ p, recall }) => recallRecord(p, recall));
  });

  it('covers hundreds of recalls of every kind', () => {
    expect(records.length).toBeGreaterThan(300);
    expect(records.filter((r) => r.parkIt).length).toBeGreaterThan(30);
    expect(records.filter((r) => r.parkOutSide).length).toBeGreaterThan(30);
    expect(records.filter((r) => r.overTheAirUpdate).length).toBeGreaterThan(20);
  });

  it('parkIt: the remedy tells owners not to drive until repaired', () => {
    for (const r of records.filter((x) => x.parkIt)) {
      expect(r.remedy).toMatch(/not (to )?drive/i);
      expect(r.parkOutSide || r.overTheAirUpdate).toBe(false);
    }
  });

  it('parkOutSide: a fire risk, and the remedy says to park outside', () => {
    for (const r of records.filter((x) => x.parkOutSide)) {
      expect(r.consequence).toMatch(/fire/i);
      expect(r.remedy).toMatch(/park outside/i);
      expect(r.overTheAirUpdate).toBe(false);
    }
  });

  it('overTheAirUpdate: the fix is an over-the-air software update', () => {
    for (const r of records.filter((x) => x.overTheAirUpdate))
      expect(r.remedy).toMatch(/over-the-air \(OTA\) software/);
  });

  it('other recalls neither park the car nor update it over the air, and are fixed by a dealer', () => {
    for (const r of records.filter((x) => !x.parkIt && !x.parkOutSide && !x.overTheAirUpdate)) {
      expect(r.remedy).not.toMatch(/not (to )?drive|park outside|over-the-air/i);
      expect(r.remedy).toMatch(/^Dealers will .*free of charge\.$/);
    }
  });

  it('every summary names the manufacturer, the model and its years, with no placeholder left', () => {
    for (const r of records) {
      expect(r.summary).not.toMatch(/[{}]/);
      expect(r.summary).toMatch(/^.+ is recalling certain \d{4}(-\d{4})? .+ vehicles\. /);
      expect(r.summary.startsWith(r.manufacturer)).toBe(true);
      expect(r.summary).toContain(` ${r.model} vehicles.`);
      expect(r.component).toMatch(/^[A-Z][^:]*(:[^:]+)+$/);
      expect(r.reportReceivedDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(r.notes).toContain(r.mfrCampaignNumber);
      expect(r.consequence).toMatch(/risk|injury|fire/);
      expect(r.remedy).toMatch(/free of charge/);
    }
  });
});

describe('vinRecalls', () => {
  it('finds nothing for a vehicle outside the model catalog', () => {
    expect(vinRecalls(stateOf(ALL_OPEN), profile(null, 2019, vinOf(1)))).toEqual([]);
  });

  it("uses the dataset's open rates: none completed at rate 1, only unremedied ones open at rate 0", () => {
    let seen = 0;
    for (let year = CAMRY.from; year <= CAMRY.to; year++)
      for (let i = 0; i < 30; i++) {
        const p = profile(CAMRY, year, vinOf(i));
        for (const r of vinRecalls(stateOf(ALL_OPEN), p)) expect(r.open).toBe(true);
        for (const r of vinRecalls(stateOf(NONE_OPEN), p)) {
          seen++;
          expect(r.open).toBe(!r.campaign.remedyAvailable);
        }
      }
    expect(seen).toBeGreaterThan(50);
  });

  it('uses the dataset date: a dataset of mid-2020 knows no later recall', () => {
    const mid2020 = Date.UTC(2020, 5, 1);
    let seen = 0;
    for (let year = CAMRY.from; year <= 2020; year++)
      for (let i = 0; i < 30; i++)
        for (const r of vinRecalls(stateOf(ALL_OPEN, mid2020), profile(CAMRY, year, vinOf(i)))) {
          seen++;
          expect(r.campaign.reportDate).toBeLessThan(mid2020);
        }
    expect(seen).toBeGreaterThan(10);
  });

  // A battery recall applies to hybrids, plug-ins and EVs, never to a gasoline or diesel car.
  const findBattery = () =>
    catalogRecalls().find(
      ({ recall }) =>
        recall.campaign.template.component.includes('TRACTION BATTERY') &&
        recall.campaign.spec.powertrains.some((id) => POWERTRAINS[id].fuel === 'Gasoline'),
    );

  it.each<[FuelType, boolean]>([
    ['Gasoline', false],
    ['Diesel', false],
    ['Hybrid', true],
    ['Plug-In Hybrid', true],
    ['Electric', true],
  ])('a %s vehicle gets battery recalls: %s', (fuel, expected) => {
    const battery = findBattery();
    expect(battery).toBeDefined();
    const { campaign: c } = battery!.recall;
    const hits = Array.from({ length: 100 }, (_, i) =>
      vinRecalls(stateOf(ALL_OPEN), profile(c.spec, c.yearFrom, vinOf(i), fuel)).some(
        (r) => r.campaign.regulatorCampaignNumber === c.regulatorCampaignNumber,
      ),
    ).filter(Boolean).length;
    expect(hits > 0).toBe(expected);
  });
});

describe('manufacturerCampaignRecords', () => {
  it('finds nothing for a vehicle outside the model catalog', () => {
    expect(manufacturerCampaignRecords(stateOf(ALL_OPEN), profile(null, 2019, vinOf(1)))).toEqual([]);
  });

  it("writes the spec's five fields, with a remedy always available and the date as dd/mm/yyyy", () => {
    let checked = 0;
    for (const s of MODEL_CATALOG.slice(0, 20))
      for (let year = s.from; year <= s.to; year++)
        for (let i = 0; i < 5; i++) {
          const p = profile(s, year, vinOf(i));
          const campaigns = manufacturerCampaignsForVin(p.vin, s, year, AS_OF);
          const records = manufacturerCampaignRecords(stateOf(NONE_OPEN), p);
          expect(records).toHaveLength(campaigns.length);
          for (const [k, r] of records.entries()) {
            const c = campaigns[k]!;
            checked++;
            expect(Object.keys(r).sort()).toEqual([
              'mfrCampaignNumber',
              'remedy',
              'remedyAvailable',
              'reportReceivedDate',
              'summary',
            ]);
            expect(r.mfrCampaignNumber).toBe(c.mfrCampaignNumber);
            expect(r.mfrCampaignNumber.length).toBeGreaterThan(0);
            expect(r.summary).toBe(c.summary);
            expect(r.remedy).toBe(c.remedy);
            expect(r.remedyAvailable).toBe(true);
            const [day, month, yyyy] = r.reportReceivedDate.split('/').map(Number);
            expect(r.reportReceivedDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
            const d = new Date(c.reportDate);
            expect([day, month, yyyy]).toEqual([d.getUTCDate(), d.getUTCMonth() + 1, d.getUTCFullYear()]);
          }
        }
    expect(checked).toBeGreaterThan(50);
  });

  it('uses the dataset date: a dataset of mid-2020 knows no campaign of its last 30 days', () => {
    const mid2020 = Date.UTC(2020, 5, 1);
    let seen = 0;
    for (const s of MODEL_CATALOG.filter((x) => x.from <= 2020))
      for (let year = s.from; year <= 2020; year++)
        for (let i = 0; i < 5; i++)
          for (const r of manufacturerCampaignRecords(stateOf(ALL_OPEN, mid2020), profile(s, year, vinOf(i)))) {
            seen++;
            const [day, month, yyyy] = r.reportReceivedDate.split('/').map(Number);
            // 30 days before 1 June 2020 is 2 May 2020.
            expect(Date.UTC(yyyy!, month! - 1, day!)).toBeLessThanOrEqual(Date.UTC(2020, 4, 2));
          }
    expect(seen).toBeGreaterThan(10);
  });
});
