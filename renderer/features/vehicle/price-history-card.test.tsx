import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PriceHistory } from '../../../shared/market/market-types';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { PriceHistoryCard } from './price-history-card';

const VIN = '1HGCV1F34LA000001';
// Noon UTC: the same day in every time zone the tests may run in.
const NOV_2 = Date.UTC(2026, 10, 2, 12);
const NOV_9 = Date.UTC(2026, 10, 9, 12);

const seenOnce: PriceHistory = {
  vin: VIN,
  points: [{ at: NOV_2, price: 24_500, miles: 30_000, dealer: 'Acme Auto' }],
  firstSeen: NOV_2,
  lastSeen: NOV_2,
  goneOn: null,
  createdAt: null,
  daysOnMarket: 0,
  daysFrom: 'this-computer',
};
const dropped: PriceHistory = {
  ...seenOnce,
  points: [...seenOnce.points, { at: NOV_9, price: 23_300, miles: 30_000, dealer: 'Acme Auto' }],
  lastSeen: NOV_9,
  createdAt: '2026-10-06 09:00:00',
  daysOnMarket: 34,
  daysFrom: 'service',
};

let fake: FakeBridge;
let answer: PriceHistory;
beforeEach(() => {
  fake = installFakeBridge();
  answer = seenOnce;
  fake.handle('market.history', () => answer);
  fake.handle('market.view', () => null);
});

describe('PriceHistoryCard', () => {
  it('reads the history again when the page’s listing answer is new, and lists the drop', async () => {
    const view = renderWithQuery(<PriceHistoryCard vin={VIN} listingUpdatedAt={1} />);
    const card = await screen.findByRole('region', { name: 'Price history' });
    expect(await within(card).findByText('No price changes seen yet — first seen Nov 2')).toBeTruthy();
    expect(card.textContent).toContain('Dates: seen by this computer');

    answer = dropped;
    view.rerender(<PriceHistoryCard vin={VIN} listingUpdatedAt={2} />);
    const changes = await within(card).findByRole('list', { name: 'Price changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nov 9: $24,500 → $23,300']);
    expect(card.textContent).toContain('Listed 34 days');
    expect(card.textContent).toContain('Listed date from the service; price changes seen by this computer');
    await waitFor(() => expect(fake.calls.filter((call) => call.channel === 'market.history')).toHaveLength(2));
  });
});
