import { act, screen, waitFor } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../shared/ipc/app-channels';
import type { SpendReport } from '../../shared/ipc/spend-channels';
import { appQueries } from '../api/app-queries';
import { demoReport, growthReport } from '../features/usage/test-spend-report';
import { demoInfo, installFakeBridge, type FakeBridge } from '../test-utils/fake-bridge';
import { renderWithQuery } from '../test-utils/render-app';
import { TopBar } from './top-bar';
import { useSpendRefresh } from './use-spend-refresh';

const liveInfo: AppInfo = { ...demoInfo, mode: 'live', plan: 'growth', connection: { state: 'ok' } };

let finishAction: (() => void) | undefined;

/** The top bar as the shell shows it, with an action that stands for any that makes calls. */
function Bar() {
  useSpendRefresh();
  const info = useQuery(appQueries.info());
  const action = useMutation({ mutationFn: async () => undefined });
  finishAction = () => action.mutate();
  return <TopBar info={info.data} />;
}

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

const withToday = (micros: number): SpendReport => ({
  ...growthReport,
  today: { ...growthReport.today, micros },
});

describe('today’s spend in the top bar', () => {
  it('shows today’s spend on a live key, linking to Usage', async () => {
    fake.handle('app.info', () => liveInfo);
    fake.handle('spend.summary', () => withToday(1_240_000));
    renderWithQuery(<Bar />);
    const badge = await screen.findByRole('link', { name: 'Today $1.24' });
    expect(badge.getAttribute('href')).toBe('#/usage');
  });

  it('reads the spend again once an action is done', async () => {
    let micros = 120_000;
    fake.handle('app.info', () => liveInfo);
    fake.handle('spend.summary', () => withToday(micros));
    renderWithQuery(<Bar />);
    expect(await screen.findByRole('link', { name: 'Today $0.12' })).toBeTruthy();
    micros = 220_000;
    act(() => finishAction?.());
    expect(await screen.findByRole('link', { name: 'Today $0.22' })).toBeTruthy();
  });

  it('shows nothing and asks nothing in demo mode', async () => {
    fake.handle('spend.summary', () => demoReport);
    renderWithQuery(<Bar />);
    expect(await screen.findByRole('link', { name: 'Demo data' })).toBeTruthy();
    await waitFor(() => expect(fake.calls.some((call) => call.channel === 'app.info')).toBe(true));
    expect(screen.queryByText(/^Today/)).toBeNull();
    expect(fake.calls.some((call) => call.channel === 'spend.summary')).toBe(false);
  });
});
