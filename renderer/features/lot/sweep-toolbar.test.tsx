import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SweepResult } from '../../../shared/ipc/sweep-channels';
import type { WatchlistAddEstimate } from '../../../shared/ipc/watchlist-channels';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { SweepToolbar } from './sweep-toolbar';

// 20 new VINs on Growth, 4 of them answered today already: (20 − 4) × $0.01 = $0.16 now
// (docs/real-service.md row 26); after that 20 × $0.01 = $0.20 a day, × 30 = $6.00 a month.
const ESTIMATE: WatchlistAddEstimate = {
  newVins: 20,
  firstCheck: {
    demo: false,
    plan: 'growth',
    endpoint: 'recalls',
    calls: 20,
    cached: 4,
    perCallMicros: 10_000,
    negotiated: false,
    totalMicros: 160_000,
    confirmAboveMicros: 100_000,
    needsConfirmation: true,
    budget: null,
  },
  after: {
    vins: 20,
    schedule: 'daily',
    endpoint: 'recalls',
    plan: 'growth',
    demo: false,
    perCheckMicros: 10_000,
    priceAlertVins: 0,
    searchAlerts: 0,
    priceCheckMicros: 0,
    checkNowMicros: 200_000,
    perDayMicros: 200_000,
    perMonthMicros: 6_000_000,
    held: null,
  },
};

const rows = (count: number): SweepResult[] =>
  Array.from({ length: count }, (_, index) => ({
    vin: `1HGCM82633A${String(index).padStart(6, '0')}`,
    verdict: 'clean',
    count: 0,
    campaigns: [],
  }));

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('watchlist.estimateAdd', () => ESTIMATE);
  fake.handle('watchlist.add', () => []);
  fake.handle('watchlist.cost', () => ESTIMATE.after);
});

function toolbar(count: number) {
  const exportCsv = { isPending: false, mutate: () => undefined } as never;
  return renderWithQuery(
    <SweepToolbar
      filter="all"
      filters={[{ value: 'all', label: 'All' }]}
      onFilterChange={() => undefined}
      shown={rows(count)}
      hasResults
      actions={{ exportCsv }}
    />,
  );
}
const channels = () => fake.calls.map((call) => call.channel);

describe('watching a sweep’s rows', () => {
  it('shows the cost of 20 VINs before any is added, and adds them on the keyboard’s yes', async () => {
    const user = userEvent.setup();
    toolbar(20);
    await user.click(screen.getByRole('button', { name: 'Watch these 20' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Watch 20 VINs?' });
    expect(dialog.textContent).toContain('Checking 20 VINs now costs about $0.16 (4 already answered today, free).');
    expect(dialog.textContent).toContain('After that: Watching 20 VINs: about $0.20 a day, $6.00 a month on Growth');
    expect(dialog.textContent).toContain('more than the $0.10 you asked VinDesk to confirm first');
    expect(channels()).not.toContain('watchlist.add');
    // The yes has the focus: Enter adds.
    expect(document.activeElement?.textContent).toBe('Watch 20 VINs');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(channels()).toContain('watchlist.add'));
    expect(
      (fake.calls.find((call) => call.channel === 'watchlist.add')?.input as { vins: string[] }).vins,
    ).toHaveLength(20);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape adds nothing', async () => {
    const user = userEvent.setup();
    toolbar(20);
    await user.click(screen.getByRole('button', { name: 'Watch these 20' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(channels()).not.toContain('watchlist.add');
  });

  it('adds fewer than 10 VINs at once, without an estimate', async () => {
    const user = userEvent.setup();
    toolbar(3);
    await user.click(screen.getByRole('button', { name: 'Watch these 3' }));
    await waitFor(() => expect(channels()).toContain('watchlist.add'));
    expect(channels()).not.toContain('watchlist.estimateAdd');
  });
});
