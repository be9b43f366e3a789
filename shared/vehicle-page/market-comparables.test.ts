import { describe, expect, it } from 'vitest';
import { ListingSchema } from '../schemas/listing-schema';
import { marketComparables } from './market-comparables';

/** A listing as the service sends it (spec shape), parsed as the app parses it. */
const listing = (vehicle: Record<string, unknown>, retailListing: Record<string, unknown>) =>
  ListingSchema.parse({ vin: '1HGCM82633A004352', vehicle, retailListing });

describe('marketComparables', () => {
  it('asks for the same year, make, model and trim within 100 miles of the listing’s ZIP', () => {
    const accord = listing({ year: 2003, make: 'Honda', model: 'Accord', trim: 'EX' }, { price: 6500, zip: '75201' });
    const filters = {
      'vehicle.year': '2003',
      'vehicle.make': 'Honda',
      'vehicle.model': 'Accord',
      'vehicle.trim': 'EX',
      zip: '75201',
      distance: 100,
    };
    // The listing's own ZIP wins over the default one.
    expect(marketComparables(accord, '10001')).toEqual({
      zip: '75201',
      filters,
      search: { ...filters, limit: 100, includes: ['total'] },
    });
  });

  it('draws the radius around the default ZIP when the listing has none, and leaves out a missing trim', () => {
    const civic = listing({ year: 2020, make: 'Honda', model: 'Civic' }, { price: 18000 });
    expect(marketComparables(civic, '60601')?.search).toEqual({
      'vehicle.year': '2020',
      'vehicle.make': 'Honda',
      'vehicle.model': 'Civic',
      zip: '60601',
      distance: 100,
      limit: 100,
      includes: ['total'],
    });
  });

  it('searches nationwide, with no ZIP and no distance, when neither the listing nor the settings have a ZIP', () => {
    const civic = listing({ year: 2020, make: 'Honda', model: 'Civic', trim: 'LX' }, { price: 18000 });
    const market = marketComparables(civic, undefined);
    expect(market?.zip).toBe('');
    expect(market?.filters).toEqual({
      'vehicle.year': '2020',
      'vehicle.make': 'Honda',
      'vehicle.model': 'Civic',
      'vehicle.trim': 'LX',
    });
    expect(marketComparables(civic, '')?.search).not.toHaveProperty('distance');
  });

  it('has nothing to compare without a listing', () => {
    expect(marketComparables(null, '75201')).toBeNull();
  });
});
