import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MarketView } from '../../../shared/market/market-view';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { MarketViewCard } from './market-view-card';

const VIN = '1HGCV1F34LA000001';
const vehicle = { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', zip: '19103' };

const checked: MarketView = {
  vin: VIN,
  radiusMiles: 100,
  comparables: 41,
  active: 40,
  sameTrim: true,
  priceRank: { rank: 3, of: 41 },
  mileageAdjustedRank: { rank: 5, of: 38, slope: -0.08, n: 37 },
  spread: { median: 21_500, p25: 20_000, p75: 23_000, min: 17_900, max: 26_400, n: 40 },
  medianDaysOnMarket: 27,
  marketDaysSupply: 38.2,
  dealers: [{ dealer: 'Acme Auto', count: 6, medianPrice: 21_000, medianDaysListed: 19 }],
  rating: { status: 'unrated', reason: 'too-few', comparables: 0 },
};

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('plan.access', () => {
    throw new Error('unread plan: every endpoint is treated as open');
  });
  fake.handle('market.view', () => null);
  fake.handle('market.refresh', () => checked);
});

describe('MarketViewCard', () => {
  it('names the cost before the check, spends only on the click, then shows the market', async () => {
    renderWithQuery(<MarketViewCard vin={VIN} vehicle={vehicle} />);
    const card = await screen.findByRole('region', { name: 'Local market' });
    expect(await within(card).findByText('Free with the demo data (at most 5 listings searches).')).toBeTruthy();
    expect(fake.calls.some((call) => call.channel === 'market.refresh')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Check the local market' }));
    expect(await within(card).findByText('3rd lowest of 41')).toBeTruthy();
    expect(fake.calls.filter((call) => call.channel === 'market.refresh')).toEqual([
      { channel: 'market.refresh', input: { vin: VIN, radiusMiles: 100 } },
    ]);
    expect(card.textContent).toContain(
      'Compared with 2019–2021 Honda Civic listings (model year ±1), EX trim only, within 100 miles of 19103.',
    );
    expect(card.textContent).toContain('About 38 days of supply — an estimate from listings seen disappearing');

    // The mileage method is one click away.
    const method = within(card).getByText(
      'Prices moved to this car’s miles along a straight line fitted to the 37 comparables: −$0.08 a mile',
    );
    expect(method.closest('details')!.open).toBe(false);
    await userEvent.click(within(card).getByText('5th lowest of 38'));
    expect(method.closest('details')!.open).toBe(true);
    const dealers = within(card).getByRole('table', { name: 'Competing dealers' });
    expect(within(dealers).getByRole('rowheader', { name: 'Acme Auto' })).toBeTruthy();
  });
});
