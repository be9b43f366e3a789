// Answers shaped as the spec describes them, for tests that need a valid body.

export const SAMPLE_VIN = '1HGCM82633A004352';

export function listingBody(vin: string = SAMPLE_VIN) {
  return {
    '@id': `https://api.example/listings/${vin}`,
    vin,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-02T00:00:00Z',
    location: [-97.7, 30.2],
    vehicle: {
      vin,
      squishVin: vin.slice(0, 8) + vin.slice(9, 11),
      year: 2021,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX',
      drivetrain: 'FWD',
      engine: '1.5L I4',
      fuel: 'Gasoline',
      transmission: 'CVT',
      confidence: 0.98,
      doors: 4,
      seats: 5,
    },
    wholesaleListing: null,
    retailListing: {
      vdp: 'https://dealer.example/vdp/1',
      price: 24500,
      used: true,
      cpo: false,
      historyReportUrl: 'https://history.example/1',
      dealer: 'Example Motors',
      dealerId: 'd-1',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      primaryImage: 'https://api.example/photos/s/1.jpg',
      photoCount: 12,
    },
    history: null,
  };
}

export function recallBody(overrides: Record<string, unknown> = {}) {
  return {
    manufacturer: 'Honda',
    nhtsaCampaignNumber: '23V123000',
    mfrCampaignNumber: 'R12',
    parkIt: false,
    parkOutSide: false,
    overTheAirUpdate: false,
    reportReceivedDate: '01/02/2023',
    component: 'AIR BAGS:FRONTAL',
    summary: 'The inflator may rupture.',
    consequence: 'Injury.',
    remedy: 'Dealers will replace the inflator.',
    notes: '',
    modelYear: '2021',
    make: 'HONDA',
    model: 'ACCORD',
    ...overrides,
  };
}

export function errorBody(status: number, code: string, path: string, extra: Record<string, unknown> = {}) {
  return { status, error: `error ${code}`, code, path, requestId: 'req-123', ...extra };
}

/** A listing as the spec's `select` returns it: the dot paths asked for, flat, null where the listing has none. */
export function selectedRowOf(listing: object, paths: readonly string[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const path of paths) {
    let value: unknown = listing;
    for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    row[path] = value ?? null;
  }
  return row;
}
