import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WatchedVin, WatchlistCost } from '../../../shared/ipc/watchlist-channels';
import { DEFAULT_SETTINGS, SettingsPatchSchema } from '../../../shared/settings/settings-schema';
import type { WatchlistSchedule } from '../../../shared/settings/spend-settings-schema';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { WatchlistCard } from './watchlist-card';

// Three VINs on Growth at $0.01 a recall check (docs/real-service.md row 26), worked by hand:
// daily 3 × 10,000 = 30,000 millionths ($0.03) a day, × 30 = $0.90 a month; weekly
// 30,000 / 7 = 4,286 a day ($0.0043), 30,000 × 30 / 7 = 128,571 a month ($0.13).
const COST: Record<WatchlistSchedule, Pick<WatchlistCost, 'perDayMicros' | 'perMonthMicros'>> = {
  daily: { perDayMicros: 30_000, perMonthMicros: 900_000 },
  weekly: { perDayMicros: 4_286, perMonthMicros: 128_571 },
  'on-demand': { perDayMicros: 0, perMonthMicros: 0 },
};
const VINS = ['1HGCM82633A004352', '5YJ3E1EA7KF317000', '1FTFW1ET5DFC10312'];
const entry = (vin: string): WatchedVin => ({
  vin,
  addedAt: '2026-11-22T08:00:00.000Z',
  lastCheckedAt: '2026-11-22T08:00:00.000Z',
  openRecalls: {},
  checkedWith: 'recalls',
  onRecord: ['24V001000'],
  parkIt: false,
  parkOutside: false,
});

let fake: FakeBridge;
let schedule: WatchlistSchedule;
let held: string | null;

beforeEach(() => {
  fake = installFakeBridge();
  schedule = 'daily';
  held = null;
  fake.handle('watchlist.list', () => VINS.map(entry));
  fake.handle('watchlist.cost', (): WatchlistCost => ({
    vins: 3,
    schedule,
    endpoint: 'recalls',
    plan: 'growth',
    demo: false,
    perCheckMicros: 10_000,
    priceAlertVins: 0,
    searchAlerts: 0,
    priceCheckMicros: 0,
    checkNowMicros: 30_000,
    ...COST[schedule],
    held,
  }));
  fake.handle('settings.update', (input) => {
    const patch = SettingsPatchSchema.parse(input);
    if (patch.watchlistSchedule) schedule = patch.watchlistSchedule;
    return { settings: { ...DEFAULT_SETTINGS, ...patch } };
  });
});

describe('the watchlist card', () => {
  it('says what watching costs a day and a month, on which plan and schedule', async () => {
    renderWithQuery(<WatchlistCard />);
    expect(
      await screen.findByText('Watching 3 VINs: about $0.03 a day, $0.90 a month on Growth (checked daily)'),
    ).toBeTruthy();
    // Growth's recalls are on record, not known to be open.
    expect(screen.getAllByText('1 on record')).toHaveLength(3);
  });

  it('changes the schedule right there, through the setting, and shows the new cost', async () => {
    const user = userEvent.setup();
    renderWithQuery(<WatchlistCard />);
    const select = await screen.findByLabelText('Check watched VINs');
    await user.selectOptions(select, 'Every week');
    await waitFor(() =>
      expect(fake.calls.find((call) => call.channel === 'settings.update')?.input).toEqual({
        watchlistSchedule: 'weekly',
      }),
    );
    expect(
      await screen.findByText('Watching 3 VINs: about $0.0043 a day, $0.13 a month on Growth (checked weekly)'),
    ).toBeTruthy();
    await user.selectOptions(select, 'Only when I ask');
    expect(
      await screen.findByText('Watching 3 VINs: nothing until you ask; each “Check now” costs about $0.03 on Growth'),
    ).toBeTruthy();
  });

  it('says why checks are paused when a budget stopped them', async () => {
    held = 'Recall checks are paused: the next check would go over today’s budget of $5.00 ($5.00 spent).';
    renderWithQuery(<WatchlistCard />);
    // Once the list is read: until then the card's only status says it is reading it.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContainEqual(
        expect.stringContaining('go over today’s budget of $5.00'),
      ),
    );
  });

  it('shows each answer from main’s deltas as it comes, reading the list again only when one was missed', async () => {
    renderWithQuery(<WatchlistCard />);
    expect(await screen.findAllByText('1 on record')).toHaveLength(3);
    const reads = (channel: string) => fake.calls.filter((call) => call.channel === channel).length;
    const costReads = reads('watchlist.cost');

    // One VIN answered: that entry changes where it stands; the list and the cost are not asked again.
    fake.emit('watchlist.changed', {
      seq: 1,
      changed: [{ ...entry(VINS[1]!), onRecord: ['24V001000', '24V002000'] }],
      removed: [],
      costChanged: false,
    });
    expect(await screen.findByText('2 on record')).toBeTruthy();
    expect(screen.getAllByText('1 on record')).toHaveLength(2);
    expect(reads('watchlist.list')).toBe(1);
    expect(reads('watchlist.cost')).toBe(costReads);

    // One removed: gone from the card, and the cost (its size changed) read again.
    fake.emit('watchlist.changed', { seq: 2, changed: [], removed: [VINS[0]], costChanged: true });
    await waitFor(() => expect(screen.queryByText(VINS[0]!)).toBeNull());
    await waitFor(() => expect(reads('watchlist.cost')).toBe(costReads + 1));

    // Event 3 never came: the list is read again rather than trusted.
    fake.emit('watchlist.changed', { seq: 4, changed: [], removed: [], costChanged: false });
    await waitFor(() => expect(reads('watchlist.list')).toBe(2));
  });
});
