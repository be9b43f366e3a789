import { describe, expect, it } from 'vitest';
import {
  normalizeListingAnswer,
  normalizeListingRow,
  normalizeListingsPage,
  normalizeOpenRecalls,
  normalizeRecalls,
  readAutodevError,
} from './autodev-answers';

// auto.dev's answers read into the spec's shapes, at their edges: hand-made bodies one
// difference at a time (docs/real-service.md #10–#16), where the fixture tests
// (autodev-answers.test.ts) hold whole documented answers. Expected values are worked out
// from each body and the rule it tests.

const NOT_OBJECTS = [null, undefined, 'text', 42, [{ vin: '1HGCM82633A004352' }]];

describe('a listing row', () => {
  it('puts latitude first only for a pair of numbers', () => {
    expect(normalizeListingRow({ location: [-87.6, 41.9] })).toEqual({ location: [41.9, -87.6] });
    for (const location of [[-87.6, 41.9, 0], [-87.6], ['-87.6', 41.9], [-87.6, null], 'here', null])
      expect(normalizeListingRow({ location }), JSON.stringify(location)).toEqual({ location });
  });

  it('reads price 0 as unpriced, keeps a price, and adds none where none was sent', () => {
    expect(normalizeListingRow({ retailListing: { price: 0 } })).toEqual({ retailListing: { price: null } });
    expect(normalizeListingRow({ retailListing: { price: 18_500 } })).toEqual({ retailListing: { price: 18_500 } });
    expect(normalizeListingRow({ retailListing: { dealer: 'A' } })).toEqual({ retailListing: { dealer: 'A' } });
    expect(normalizeListingRow({ retailListing: 'sold' })).toEqual({ retailListing: 'sold' });
  });

  it('takes carfaxUrl as the history report only when none is named', () => {
    expect(normalizeListingRow({ retailListing: { carfaxUrl: 'https://c/1' } })).toEqual({
      retailListing: { carfaxUrl: 'https://c/1', historyReportUrl: 'https://c/1' },
    });
    expect(
      normalizeListingRow({ retailListing: { carfaxUrl: 'https://c/1', historyReportUrl: 'https://h/1' } }),
    ).toEqual({ retailListing: { carfaxUrl: 'https://c/1', historyReportUrl: 'https://h/1' } });
  });

  it('rewrites zone-less UTC times, and only the fields it was sent', () => {
    expect(normalizeListingRow({ createdAt: '2025-09-14 14:04:06', updatedAt: '2025-09-15 08:00:00' })).toEqual({
      createdAt: '2025-09-14T14:04:06Z',
      updatedAt: '2025-09-15T08:00:00Z',
    });
    expect(normalizeListingRow({ updatedAt: '2025-09-15 08:00:00' })).toEqual({ updatedAt: '2025-09-15T08:00:00Z' });
    expect(normalizeListingRow({ vin: 'X' })).toEqual({ vin: 'X' });
  });

  it('takes the VIN from the vehicle when the row has none of its own', () => {
    expect(normalizeListingRow({ vehicle: { vin: 'A1' } })).toEqual({ vin: 'A1', vehicle: { vin: 'A1' } });
    expect(normalizeListingRow({ vin: 'B2', vehicle: { vin: 'A1' } })).toEqual({ vin: 'B2', vehicle: { vin: 'A1' } });
    expect(normalizeListingRow({ vehicle: { vin: 7 } })).toEqual({ vehicle: { vin: 7 } });
    expect(normalizeListingRow({ vehicle: 'A1' })).toEqual({ vehicle: 'A1' });
  });

  it('reads a flat `select` row the same way, key by key', () => {
    const row = {
      vin: 'A1',
      createdAt: '2025-09-14 14:04:06',
      updatedAt: '2025-09-15 08:00:00',
      location: [-87.6, 41.9],
      'retailListing.price': 0,
      'retailListing.carfaxUrl': 'https://c/1',
    };
    expect(normalizeListingRow(row)).toEqual({
      ...row,
      createdAt: '2025-09-14T14:04:06Z',
      updatedAt: '2025-09-15T08:00:00Z',
      location: [41.9, -87.6],
      'retailListing.price': null,
      'retailListing.historyReportUrl': 'https://c/1',
    });
    const named = { 'retailListing.carfaxUrl': 'https://c/1', 'retailListing.historyReportUrl': 'https://h/1' };
    expect(normalizeListingRow(named)).toEqual(named);
    expect(normalizeListingRow({ 'vehicle.make': 'Honda' })).toEqual({ 'vehicle.make': 'Honda' });
  });

  it('reads a row with a dotted key but nested objects as a nested row', () => {
    const row = { vehicle: { vin: 'A1' }, 'retailListing.price': 0 };
    expect(normalizeListingRow(row)).toEqual({ vin: 'A1', ...row });
    const retail = { retailListing: { price: 0 }, 'extra.key': 1 };
    expect(normalizeListingRow(retail)).toEqual({ retailListing: { price: null }, 'extra.key': 1 });
  });

  it('returns what is not an object as it is', () => {
    for (const row of NOT_OBJECTS) expect(normalizeListingRow(row)).toBe(row);
  });
});

describe('a listings page and a single listing', () => {
  it('reads every row, and the facets only when sent', () => {
    const page = normalizeListingsPage({ data: [{ retailListing: { price: 0 } }], facets: null, total: 1 });
    expect(page).toEqual({ data: [{ retailListing: { price: null } }], facets: null, total: 1 });
    expect(normalizeListingsPage({ data: [] })).toEqual({ data: [] });
    expect(normalizeListingsPage({ data: 'none' })).toEqual({ data: 'none' });
    expect(normalizeListingsPage({ facets: {} })).toHaveProperty('facets');
  });

  it('reads the listing of /listings/{vin}', () => {
    expect(normalizeListingAnswer({ data: { retailListing: { price: 0 } } })).toEqual({
      data: { retailListing: { price: null } },
    });
  });

  it('returns a body that is not an object as it is', () => {
    for (const body of NOT_OBJECTS) {
      expect(normalizeListingsPage(body)).toBe(body);
      expect(normalizeListingAnswer(body)).toBe(body);
    }
  });
});

describe('recalls', () => {
  it('names the campaign number the spec’s way unless it already is, and drops null dates and statuses', () => {
    expect(normalizeRecalls({ data: [{ nhtsaCampaignNumber: '24V001', expectedRemediationDate: null }] })).toEqual({
      data: [{ nhtsaCampaignNumber: '24V001', regulatorCampaignNumber: '24V001' }],
    });
    expect(normalizeRecalls({ data: [{ nhtsaCampaignNumber: '24V001', regulatorCampaignNumber: '24V009' }] })).toEqual({
      data: [{ nhtsaCampaignNumber: '24V001', regulatorCampaignNumber: '24V009' }],
    });
    expect(normalizeRecalls({ data: [{ expectedRemediationDate: '01/02/2025', recallStatus: null }, 'odd'] })).toEqual({
      data: [{ expectedRemediationDate: '01/02/2025' }, 'odd'],
    });
    expect(normalizeRecalls({ data: [{ recallStatus: 'Open' }] })).toEqual({ data: [{ recallStatus: 'Open' }] });
  });

  it('leaves a recalls body without a list as it is', () => {
    const body = { data: 'none', totalRecalls: 0 };
    expect(normalizeRecalls(body)).toBe(body);
    for (const notObject of NOT_OBJECTS) expect(normalizeRecalls(notObject)).toBe(notObject);
  });

  it('open recalls: counts as sent, else from the list; none left out when there is no list', () => {
    expect(normalizeOpenRecalls({ data: [{}], openRecalls: 3, manufacturerCampaignCount: 2 })).toEqual({
      data: [{}],
      openRecalls: 3,
      manufacturerCampaigns: [],
      manufacturerCampaignCount: 2,
    });
    expect(normalizeOpenRecalls({ data: [{}, {}], manufacturerCampaigns: ['M1'] })).toEqual({
      data: [{}, {}],
      openRecalls: 2,
      manufacturerCampaigns: ['M1'],
      manufacturerCampaignCount: 1,
    });
    expect(normalizeOpenRecalls({ data: [], openRecalls: 0 })).toMatchObject({ openRecalls: 0 });
    expect(normalizeOpenRecalls({ retrievedAt: null })).toEqual({
      data: undefined,
      manufacturerCampaigns: [],
      manufacturerCampaignCount: 0,
    });
    expect(normalizeOpenRecalls({ data: [], retrievedAt: '2025-01-02' })).toMatchObject({ retrievedAt: '2025-01-02' });
  });

  it('open recalls: the records of both lists read like recall records', () => {
    const out = normalizeOpenRecalls({
      data: [{ nhtsaCampaignNumber: '24V001' }],
      recalls: [{ nhtsaCampaignNumber: '23V002', recallStatus: null }],
    });
    expect(out).toMatchObject({
      data: [{ regulatorCampaignNumber: '24V001' }],
      recalls: [{ nhtsaCampaignNumber: '23V002', regulatorCampaignNumber: '23V002' }],
    });
    expect((out as { recalls: object[] }).recalls[0]).not.toHaveProperty('recallStatus');
    expect(normalizeOpenRecalls({ data: [], recalls: 'none' })).toMatchObject({ recalls: 'none' });
    for (const notObject of NOT_OBJECTS) expect(normalizeOpenRecalls(notObject)).toBe(notObject);
  });
});

describe('an error body', () => {
  it('plain text: its words trimmed, when short and not markup', () => {
    expect(readAutodevError(429, '  Too Many Requests \n')).toEqual({ message: 'Too Many Requests' });
    expect(readAutodevError(502, 'x'.repeat(300))).toEqual({ message: 'x'.repeat(300) });
    expect(readAutodevError(502, 'x'.repeat(301))).toEqual({});
    expect(readAutodevError(502, '<html><body>Bad gateway</body></html>')).toEqual({});
    expect(readAutodevError(502, '   ')).toEqual({});
    expect(readAutodevError(502, '')).toEqual({});
  });

  it('blank text fields say nothing, and an upgrade link that is not text is left out', () => {
    expect(readAutodevError(403, { code: '  ', error: { code: 'PLAN', message: ' ' }, message: 'Upgrade' })).toEqual({
      code: 'PLAN',
      message: 'Upgrade',
    });
    expect(readAutodevError(403, { upgradeUrl: 42, upgradeLink: 'https://auto.dev/pricing' })).toEqual({
      upgradeUrl: 'https://auto.dev/pricing',
    });
    expect(readAutodevError(403, { upgradeUrl: 'not a url' })).toEqual({});
  });
});
