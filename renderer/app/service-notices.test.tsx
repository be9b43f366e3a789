import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQueries, useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../shared/ipc/app-channels';
import type { AppError } from '../../shared/ipc/app-error';
import { appQueries } from '../api/app-queries';
import { vehicleQueries } from '../api/vehicle-queries';
import { useNoticeStore } from '../stores/notice-store';
import { demoInfo, FakeFailure, installFakeBridge, type FakeBridge } from '../test-utils/fake-bridge';
import { renderWithQuery } from '../test-utils/render-app';
import { ToastRegion } from '../ui/toast-region';
import { useMainEvents } from './use-main-events';
import { useServiceNotices } from './use-service-notices';

// The notices in the corner as the shell shows them, fed by real TanStack queries over the
// fake bridge: what a person sees when calls fail and when the problem clears.

const VINS = ['1HGCM82633A004352', '2HGFC2F59JH000001', '5YJ3E1EA7KF000002'];
const unreachable: AppError = {
  kind: 'network',
  code: 'NETWORK_ERROR',
  message: 'The service at 127.0.0.1:9 could not be reached.',
};
const live = (state: AppInfo['connection']['state']): AppInfo => ({
  ...demoInfo,
  mode: 'live',
  plan: 'growth',
  connection: { state },
});

function Shell({ vins }: { vins: string[] }) {
  useMainEvents();
  useServiceNotices();
  useQuery(appQueries.info());
  useQueries({ queries: vins.map((vin) => ({ ...vehicleQueries.decode(vin), retry: false })) });
  const notices = useNoticeStore((state) => state.notices);
  const dismiss = useNoticeStore((state) => state.dismiss);
  return <ToastRegion toasts={notices} onDismiss={dismiss} />;
}

let fake: FakeBridge;
let online = false;
beforeEach(() => {
  useNoticeStore.setState({ notices: [] });
  fake = installFakeBridge();
  online = false;
  fake.handle('app.info', () => live('unverified'));
  fake.handle('vehicle.decode', () => {
    if (!online) throw new FakeFailure(unreachable);
    return { data: { vin: VINS[0] }, stale: false, fetchedAt: '2025-01-01T00:00:00.000Z' };
  });
});

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('service notices', () => {
  it('collapses the same failure of three calls into one notice with a count', async () => {
    renderWithQuery(<Shell vins={VINS} />);
    expect(await within(region()).findByText(/×3/)).toBeTruthy();
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    expect(region().textContent).toContain('Service unreachable ×3, 3 times');
    expect(region().textContent).toContain(unreachable.message);
  });

  it('has a labeled dismiss button', async () => {
    const user = userEvent.setup();
    renderWithQuery(<Shell vins={VINS.slice(0, 1)} />);
    await within(region()).findByText('Service unreachable');
    await user.click(screen.getByRole('button', { name: 'Dismiss: Service unreachable' }));
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('goes by itself when the calls that failed succeed again', async () => {
    const { client } = renderWithQuery(<Shell vins={VINS.slice(0, 2)} />);
    await within(region()).findByText(/×2/);
    online = true;
    await act(() => client.refetchQueries({ queryKey: ['vds'] }));
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('stays while main only serves saved answers, which prove nothing', async () => {
    const { client } = renderWithQuery(<Shell vins={VINS.slice(0, 1)} />);
    await within(region()).findByText('Service unreachable');
    fake.handle('vehicle.decode', () => ({
      data: { vin: VINS[0] },
      stale: true,
      fetchedAt: '2025-01-01T00:00:00.000Z',
    }));
    await act(() => client.refetchQueries({ queryKey: ['vds'] }));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('goes by itself when main says the connection is back', async () => {
    renderWithQuery(<Shell vins={VINS.slice(0, 1)} />);
    await within(region()).findByText('Service unreachable');
    act(() => fake.emit('app.changed', live('unreachable')));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    act(() => fake.emit('app.changed', live('ok')));
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('raises nothing for a refusal about one request (not found)', async () => {
    fake.handle('vehicle.decode', () => {
      throw new FakeFailure({ kind: 'not-found', code: 'VIN_NOT_FOUND', message: 'No vehicle has this VIN.' });
    });
    const { client } = renderWithQuery(<Shell vins={VINS.slice(0, 1)} />);
    await act(async () => {
      await client.refetchQueries({ queryKey: ['vds'] }).catch(() => undefined);
    });
    expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('notice store', () => {
  it('counts the same notice, and replaces one with another outcome under the same id', () => {
    const { push } = useNoticeStore.getState();
    push({ id: 'export', tone: 'danger', title: 'The export did not finish', message: 'Disk full.' });
    push({ id: 'export', tone: 'danger', title: 'The export did not finish', message: 'Disk full.' });
    expect(useNoticeStore.getState().notices).toMatchObject([{ id: 'export', count: 2 }]);
    push({ id: 'export', tone: 'success', title: 'Exported 12 listings' });
    expect(useNoticeStore.getState().notices).toEqual([
      { id: 'export', tone: 'success', title: 'Exported 12 listings', sources: [] },
    ]);
  });
});
