import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeFailure, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { AlertsCard } from './alerts-card';
import { WatchlistCard } from './watchlist-card';

// The Lot's two lists read from this computer: a list that cannot be read says so, and never
// claims the dealer has nothing watched or no alerts (issue #38 item 17).

const unreadable = new FakeFailure({
  kind: 'internal',
  code: 'STORE_UNREADABLE',
  message: 'The file could not be read.',
});

let fake: FakeBridge;
let readable: boolean;
beforeEach(() => {
  fake = installFakeBridge();
  readable = false;
});

describe('lists on the Lot that cannot be read', () => {
  it('alerts: says they could not be read, and Try again reads them', async () => {
    fake.handle('alerts.list', () => {
      if (!readable) throw unreadable;
      return [];
    });
    renderWithQuery(<AlertsCard />);
    expect(await screen.findByRole('heading', { name: 'Your alerts could not be read' })).toBeTruthy();
    expect(screen.queryByText('No alerts yet.')).toBeNull();
    readable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No alerts yet.')).toBeTruthy();
  });

  it('watchlist: says it could not be read, not that nothing is watched', async () => {
    fake.handle('watchlist.list', () => {
      throw unreadable;
    });
    renderWithQuery(<WatchlistCard />);
    expect(await screen.findByRole('heading', { name: 'The watchlist could not be read' })).toBeTruthy();
    expect(screen.queryByText(/No vehicles watched yet/)).toBeNull();
  });
});
