import { describe, expect, it } from 'vitest';
import { hrefs, parseRoute, sectionOf } from './routes';

describe('parseRoute', () => {
  it('maps the empty hash to Search', () => {
    expect(parseRoute('')).toEqual({ name: 'search' });
    expect(parseRoute('#/')).toEqual({ name: 'search' });
    expect(parseRoute('#/search?vehicle.make=Ford&zip=30301')).toEqual({
      name: 'search',
      query: 'vehicle.make=Ford&zip=30301',
    });
    expect(hrefs.search({ 'vehicle.make': 'Ford', zip: '30301', distance: 100, page: undefined })).toBe(
      '#/search?vehicle.make=Ford&zip=30301&distance=100',
    );
  });

  it('reads a VIN from the vehicle and finance routes, normalised', () => {
    expect(parseRoute('#/vehicle/1hgcm82633a004352')).toEqual({ name: 'vehicle', vin: '1HGCM82633A004352' });
    expect(parseRoute(hrefs.finance('1HGCM82633A004352'))).toEqual({ name: 'finance', vin: '1HGCM82633A004352' });
  });

  it('sends a VIN that breaks the rule to not-found instead of the vehicle screen', () => {
    expect(parseRoute('#/vehicle/NOTAVIN').name).toBe('not-found');
  });

  it('reads plate lookups and files them under Lot', () => {
    const route = parseRoute(hrefs.lotPlate('CA', '7ABC123'));
    expect(route).toEqual({ name: 'lot-plate', state: 'CA', plate: '7ABC123' });
    expect(sectionOf(route)).toBe('lot');
  });

  it('opens Usage at #/usage and nowhere below it', () => {
    expect(parseRoute(hrefs.usage())).toEqual({ name: 'usage' });
    expect(sectionOf({ name: 'usage' })).toBe('usage');
    expect(parseRoute('#/usage/today').name).toBe('not-found');
  });

  it('opens a dealer’s lot with the dealer a link picked, keeping odd names whole', () => {
    expect(parseRoute('#/dealer-lot')).toEqual({ name: 'dealer-lot' });
    expect(parseRoute(hrefs.dealerLot({ name: 'Smith & Sons Auto #2', zip: '78701' }))).toEqual({
      name: 'dealer-lot',
      dealer: 'Smith & Sons Auto #2',
      zip: '78701',
    });
    // A ZIP that is not five digits is not filled in; the name still is.
    expect(parseRoute('#/dealer-lot?dealer=Bravo&zip=7870')).toEqual({ name: 'dealer-lot', dealer: 'Bravo' });
    expect(sectionOf(parseRoute(hrefs.dealerLot({ name: 'Bravo', zip: null })))).toBe('dealer-lot');
  });

  it('knows no other pages', () => {
    expect(parseRoute('#/nowhere')).toEqual({ name: 'not-found', path: '/nowhere' });
    expect(parseRoute('#/settings/extra').name).toBe('not-found');
  });
});
