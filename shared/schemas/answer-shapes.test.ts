// The small rewrites the answer schemas make before parsing, each against the shapes
// docs/real-service.md describes: the regulator campaign field's other names (#10), a decode's
// year range (#19), an open-recalls answer without its count (#12) and dmvFees as a list.
import { describe, expect, it } from 'vitest';
import { FeesBlockSchema } from './money-blocks-schema';
import { OpenRecallsSchema } from './open-recalls-schema';
import { RecallSchema } from './recall-schema';
import { VinDecodeSchema } from './vin-decode-schema';

const flags = { parkIt: false, parkOutSide: false, overTheAirUpdate: false, summary: 's' };

describe('the regulator campaign number', () => {
  it.each([
    [{ regulatorCampaignNumber: '23V100000' }, '23V100000'],
    [{ nhtsaCampaignNumber: '23V200000' }, '23V200000'],
    [{ tcCampaignNumber: 'TC-2023-1' }, 'TC-2023-1'],
  ])('is read from %j', (fields, number) => {
    expect(RecallSchema.parse({ ...flags, ...fields }).regulatorCampaignNumber).toBe(number);
  });

  it('keeps a regulatorCampaignNumber over any other spelling, and never takes the maker’s number', () => {
    expect(
      RecallSchema.parse({ ...flags, regulatorCampaignNumber: '23V1', nhtsaCampaignNumber: '99V9' }),
    ).toMatchObject({ regulatorCampaignNumber: '23V1', nhtsaCampaignNumber: '99V9' });
    expect(RecallSchema.safeParse({ ...flags, mfrCampaignNumber: 'M1' }).success).toBe(false);
    // Only a name made of letters before "CampaignNumber" counts.
    expect(RecallSchema.safeParse({ ...flags, 'x-CampaignNumber': '1' }).success).toBe(false);
    expect(RecallSchema.safeParse({ ...flags, nhtsaCampaignNumberOld: '1' }).success).toBe(false);
  });

  it('leaves what is not a record to fail as it is', () => {
    expect(RecallSchema.safeParse(null).success).toBe(false);
    expect(RecallSchema.safeParse([flags]).success).toBe(false);
  });
});

describe('a decode’s year range', () => {
  const decode = (year: unknown, more: Record<string, unknown> = {}) =>
    VinDecodeSchema.parse({ vehicle: { make: 'Honda', year, ...more } }).vehicle;

  it.each([
    [[2020, 2019], { year: 2019, yearTo: 2020 }],
    [['2021', ' 2019 ', 2020], { year: 2019, yearTo: 2021 }],
    [[2020], { year: 2020 }],
    [[2020, 2020], { year: 2020 }],
    [[2019, 'x', 2020.5, null], { year: 2019 }],
    [2018, { year: 2018 }],
  ])('%j → %j', (year, years) => {
    const vehicle = decode(year);
    expect({ year: vehicle?.year, ...(vehicle?.yearTo === undefined ? {} : { yearTo: vehicle.yearTo }) }).toEqual(
      years,
    );
  });

  it('drops a yearTo that a single year contradicts, and degrades a range with no readable year', () => {
    expect(decode([2020], { yearTo: 2024 })).not.toHaveProperty('yearTo');
    const parsed = VinDecodeSchema.safeParse({ vehicle: { make: 'Honda', year: ['x', '20'] } });
    expect(parsed.success && parsed.data.vehicle).toEqual({ make: 'Honda' });
  });
});

describe('an open-recalls answer', () => {
  it('counts the listed recalls when the count is absent or null, and keeps a count that is sent', () => {
    const open = { ...flags, regulatorCampaignNumber: '23V1' };
    expect(OpenRecallsSchema.parse({ data: [] }).openRecalls).toBe(0);
    expect(OpenRecallsSchema.parse({ data: [open, open] }).openRecalls).toBe(2);
    expect(OpenRecallsSchema.parse({ data: [open], openRecalls: null }).openRecalls).toBe(1);
    expect(OpenRecallsSchema.parse({ data: [open], openRecalls: 3 }).openRecalls).toBe(3);
    // Without a list there is nothing to count: the required count fails the parse.
    expect(OpenRecallsSchema.safeParse({}).success).toBe(false);
    expect(OpenRecallsSchema.safeParse([]).success).toBe(false);
    expect(OpenRecallsSchema.safeParse(null).success).toBe(false);
  });
});

describe('dmvFees', () => {
  const fees = { titleFee: 1, registrationFee: 2, dmvFee: 3, combinedFees: 6, docFee: 0 };

  it('reads a [{ name, amount }] list as a map, skipping entries without a name', () => {
    const parsed = FeesBlockSchema.parse({
      ...fees,
      dmvFees: [
        { name: 'Plate', amount: 2 },
        { amount: 9 },
        { name: 5, amount: 1 },
        null,
        'x',
        { name: 'Tire', amount: '1.5' },
      ],
    });
    expect(parsed.dmvFees).toEqual({ Plate: 2, Tire: 1.5 });
  });

  it('keeps a map as a map', () => {
    expect(FeesBlockSchema.parse({ ...fees, dmvFees: { Plate: 2 } }).dmvFees).toEqual({ Plate: 2 });
  });
});
