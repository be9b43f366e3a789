// Edges of the input and answer schemas, against the spec's parameter rules and the shapes
// of docs/real-service.md: exact error words, range ends, and what a page leaves out.
import { describe, expect, it } from 'vitest';
import { VinFieldSchema } from './input-fields-schema';
import { parseListingsPage } from './listings-page-schema';
import { ListingsSearchInputSchema } from './listings-query-schema';
import { RecallSchema } from './recall-schema';
import { VinDecodeSchema } from './vin-decode-schema';

const firstMessage = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.success ? null : parsed.error?.issues[0]?.message;

describe('input edges', () => {
  it('refuses a VIN in the rule’s own words', () => {
    expect(firstMessage(VinFieldSchema.safeParse('ABC'))).toBe('A VIN has exactly 17 characters; this one has 3.');
    expect(VinFieldSchema.parse(' 1hgcm8-2633a004352 ')).toBe('1HGCM82633A004352');
  });

  it('takes a range whose ends are equal, not one whose first end is larger', () => {
    expect(ListingsSearchInputSchema.safeParse({ 'retailListing.price': '100-100' }).success).toBe(true);
    expect(firstMessage(ListingsSearchInputSchema.safeParse({ 'retailListing.miles': '200-100' }))).toBe(
      'The first number of a range cannot be larger than the second',
    );
  });

  it('takes only known fuels, each trimmed', () => {
    expect(ListingsSearchInputSchema.safeParse({ 'vehicle.fuel': 'Gasoline, Hybrid' }).success).toBe(true);
    expect(ListingsSearchInputSchema.safeParse({ 'vehicle.fuel': 'Gasoline,Coal' }).success).toBe(false);
  });

  it('refuses a ZIP no post office uses, saying so', () => {
    expect(firstMessage(ListingsSearchInputSchema.safeParse({ zip: '00000' }))).toBe('00000 is not a U.S. ZIP code');
    expect(ListingsSearchInputSchema.safeParse({ zip: '30301' }).success).toBe(true);
  });
});

describe('listings page edges', () => {
  const row = { vin: 'V1', vehicle: { year: 2020, make: 'Ford', model: 'F-150' } };

  it('leaves total and facets out when the service did, and reads a missing price as none', () => {
    expect(parseListingsPage({ data: [row] })).toEqual({
      success: true,
      data: {
        data: [{ ...row, retailListing: { price: null } }],
        next: null,
        skippedRows: 0,
      },
      degraded: [],
    });
    const withFacets = parseListingsPage({ data: [row], total: 0, facets: {} });
    expect(withFacets.success && withFacets.data).toMatchObject({ total: 0, facets: {} });
  });

  it('says why a page of unreadable rows is no page', () => {
    expect(parseListingsPage({ data: [{ vin: 1 }] })).toEqual({
      success: false,
      error: 'no row of the page is a listing',
    });
  });
});

describe('answer edges', () => {
  const flags = { parkIt: false, parkOutSide: false, overTheAirUpdate: false, summary: 's' };

  it('keeps regulatorCampaignNumber even when another spelling comes first', () => {
    expect(
      RecallSchema.parse({ ...flags, nhtsaCampaignNumber: '99V999000', regulatorCampaignNumber: '23V100000' })
        .regulatorCampaignNumber,
    ).toBe('23V100000');
    // A name with anything but letters before "CampaignNumber" is not the regulator's.
    expect(RecallSchema.safeParse({ ...flags, '1nhtsaCampaignNumber': '23V1' }).success).toBe(false);
  });

  it('reads only four-digit years out of a decode’s year list', () => {
    const years = (list: unknown[]) => {
      const vehicle = VinDecodeSchema.parse({ vehicle: { year: list } }).vehicle;
      return [vehicle?.year, vehicle?.yearTo];
    };
    expect(years(['12019', 2020])).toEqual([2020, undefined]);
    expect(years(['20199', 2020])).toEqual([2020, undefined]);
    expect(years(['2019', 2020])).toEqual([2019, 2020]);
  });

  it('keeps vinValid as sent, and null as not said', () => {
    expect(VinDecodeSchema.parse({ vinValid: true }).vinValid).toBe(true);
    expect(VinDecodeSchema.parse({ vinValid: false }).vinValid).toBe(false);
    expect(VinDecodeSchema.parse({ vinValid: null })).not.toHaveProperty('vinValid', null);
    expect(VinDecodeSchema.parse({ vinValid: null }).vinValid).toBeUndefined();
  });
});
