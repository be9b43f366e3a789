import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../shared/ipc/listing-tools-channels';
import type { WatchlistCost } from '../../../shared/ipc/watchlist-channels';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { SavedSearches } from './saved-searches';

// A saved search's "Check now" (issue #39 item 3): its price beside it before it spends, and
// why the last check was not made, from main's answer and from its 'savedSearches.changed' events.

const trucks: SavedSearch = {
  id: 'a1',
  name: 'Ford trucks',
  query: 'vehicle.make=Ford',
  createdAt: '2026-11-20T10:00:00Z',
  lastOpenedAt: '2026-11-21T10:00:00Z',
  newCount: 3,
  alert: { newMatches: true, priceDrop: { kind: 'any' } },
};

// Growth's listings search, $0.0015 (docs/real-service.md row 26).
const cost: WatchlistCost = {
  vins: 0,
  schedule: 'daily',
  endpoint: 'recalls',
  plan: 'growth',
  demo: false,
  perCheckMicros: 10_000,
  priceAlertVins: 0,
  searchAlerts: 1,
  priceCheckMicros: 1_500,
  checkNowMicros: 1_500,
  perDayMicros: 1_500,
  perMonthMicros: 45_000,
  held: null,
};

// 3:00 PM on this computer's clock.
const held = {
  at: new Date(2026, 10, 28, 15, 0).toISOString(),
  budget: { period: 'day' as const, limitMicros: 5_000_000, spentMicros: 4_999_500 },
};

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('watchlist.cost', () => cost);
});

describe('a saved search’s Check now', () => {
  it('is offered only once the search has alerts, with its price beside it', async () => {
    const { alert: _none, ...noAlerts } = trucks;
    fake.handle('savedSearches.list', () => [trucks, { ...noAlerts, id: 'b2', name: 'Vans' }]);
    renderWithQuery(<SavedSearches query="" />);
    const button = await screen.findByRole('button', { name: 'Check now for Ford trucks' }, { timeout: 5_000 });
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Checking now costs about $0.0015.',
    );
    expect(screen.queryByRole('button', { name: 'Check now for Vans' })).toBeNull();
    expect(fake.calls.map((call) => call.channel)).not.toContain('savedSearches.checkNow');
  });

  it('says when the budget stopped the check, keeps the “new” count, and clears once a check answers', async () => {
    fake.handle('savedSearches.list', () => [trucks]);
    fake.handle('savedSearches.checkNow', () => ({ ...trucks, newCount: null, alertHeld: held }));
    renderWithQuery(<SavedSearches query="" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check now for Ford trucks' }, { timeout: 5_000 }));

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'Not checked at 3:00 PM: the check would go over today’s budget of $5.00 ($5.00 spent). ' +
        'Its next check tries again; to check sooner, raise the budget in Settings.',
    );
    expect(fake.calls.filter((call) => call.channel === 'savedSearches.checkNow').map((call) => call.input)).toEqual([
      { id: 'a1' },
    ]);
    // The count read with the list stays: the check's answer carries none.
    expect(screen.getByText('3 new')).toBeTruthy();

    // A scheduled check answered later: main says so, and the words go.
    act(() => fake.emit('savedSearches.changed', [{ id: 'a1', alertHeld: null }]));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    // …and one the budget stopped comes back the same way.
    act(() => fake.emit('savedSearches.changed', [{ id: 'a1', alertHeld: held }]));
    expect((await screen.findByRole('status')).textContent).toContain('Not checked at 3:00 PM');
  });
});
