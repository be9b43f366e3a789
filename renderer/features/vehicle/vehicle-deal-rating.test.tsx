import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DealRating } from '../../../shared/domain/deal-rating';
import type { MarketView } from '../../../shared/market/market-view';
import { marketKeys } from '../../api/market-queries';
import { ListingSchema } from '../../../shared/schemas/listing-schema';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery, testQueryClient } from '../../test-utils/render-app';
import { VehicleDealRating } from './vehicle-deal-rating';

const VIN = '1HGCV1F34LA000001';
const listing = ListingSchema.parse({
  vin: VIN,
  vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX' },
  retailListing: { price: 15_000, miles: 30_000, dealer: 'Acme Auto', zip: '19103' },
});

const rated = (band: 'great' | 'high', expected: number, comparables: number): DealRating => ({
  status: 'rated',
  band,
  price: 15_000,
  expected,
  difference: (15_000 - expected) / expected,
  comparables,
  trimMatched: false,
  perMile: -0.05,
  perYear: 900,
  yearFrom: 2019,
  yearTo: 2021,
});

const view = (active: number, rating: DealRating): MarketView => ({
  vin: VIN,
  radiusMiles: 100,
  comparables: active,
  active,
  sameTrim: false,
  priceRank: null,
  mileageAdjustedRank: null,
  spread: null,
  medianDaysOnMarket: null,
  marketDaysSupply: null,
  dealers: [],
  rating,
});

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
  // The model-wide rating says "high"; the local market says "great": the page must show which one it uses.
  fake.handle('dealRating.rate', () => ({ [VIN]: rated('high', 14_000, 30) }));
});

describe('VehicleDealRating', () => {
  it('keeps the model-wide rating until the dealer checks the local market', async () => {
    fake.handle('market.view', () => view(10, rated('great', 20_000, 10)));
    renderWithQuery(<VehicleDealRating vin={VIN} listing={listing} />);
    expect(await screen.findByText('High price')).toBeTruthy();
    expect(screen.queryByText(/local listings/)).toBeNull();
  });

  it('shows the rating worked against the local market once it was checked', async () => {
    fake.handle('market.view', () => view(10, rated('great', 20_000, 10)));
    const client = testQueryClient();
    client.setQueryData(marketKeys.checked(VIN), true);
    renderWithQuery(<VehicleDealRating vin={VIN} listing={listing} />, client);
    expect(await screen.findByText('Rated against the 10 local listings in Local market, below.')).toBeTruthy();
    expect(screen.getByText('Great deal')).toBeTruthy();
    expect(screen.queryByText('High price')).toBeNull();
  });

  it('keeps the model-wide rating while the local market has no comparables', async () => {
    fake.handle('market.view', () => view(0, { status: 'unrated', reason: 'too-few', comparables: 0 }));
    const client = testQueryClient();
    client.setQueryData(marketKeys.checked(VIN), true);
    renderWithQuery(<VehicleDealRating vin={VIN} listing={listing} />, client);
    expect(await screen.findByText('High price')).toBeTruthy();
    expect(screen.queryByText(/local listings/)).toBeNull();
  });
});
