import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, ConnectionState } from '../../shared/ipc/app-channels';
import { appQueries } from '../api/app-queries';
import { demoInfo, installFakeBridge, type FakeBridge } from '../test-utils/fake-bridge';
import { renderWithQuery } from '../test-utils/render-app';
import { TopBar } from './top-bar';
import { useMainEvents } from './use-main-events';

const liveInfo = (connection: ConnectionState): AppInfo => ({ ...demoInfo, mode: 'live', plan: 'growth', connection });

/** The top bar as the shell shows it: fed by app.info and main's app.changed events. */
function Bar() {
  useMainEvents();
  const info = useQuery(appQueries.info());
  return <TopBar info={info.data} />;
}

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

/** The description a screen reader reads with the badge (aria-describedby). */
function descriptionOf(element: HTMLElement): string {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
}

describe('connection badge', () => {
  it('shows Demo data, linking to Settings, in demo mode', async () => {
    renderWithQuery(<Bar />);
    const badge = await screen.findByRole('link', { name: 'Demo data' });
    expect(badge.getAttribute('href')).toBe('#/settings');
    expect(descriptionOf(badge)).toMatch(/No API key is set/);
    expect(screen.queryByText('Live')).toBeNull();
  });

  it.each<[ConnectionState['state'], string, string]>([
    ['unverified', 'Not checked', 'badge--neutral'],
    ['ok', 'Live', 'badge--success'],
    ['unreachable', 'Offline', 'badge--warning'],
  ])('shows %s as %s', async (state, label, tone) => {
    const detail = `Detail for ${state}`;
    fake.handle('app.info', () => liveInfo({ state, detail }));
    renderWithQuery(<Bar />);
    const badge = (await screen.findByText(label)).closest('.badge') as HTMLElement;
    expect(badge.className).toContain(tone);
    expect(badge.getAttribute('title')).toBe(detail);
    expect(descriptionOf(badge)).toBe(detail);
  });

  it('shows a refused key in red, linking to Settings', async () => {
    fake.handle('app.info', () => liveInfo({ state: 'key-refused', detail: 'The service answered 401 at 14:02.' }));
    renderWithQuery(<Bar />);
    const badge = await screen.findByRole('link', { name: 'Key refused' });
    expect(badge.className).toContain('badge--danger');
    expect(badge.getAttribute('href')).toBe('#/settings');
    expect(descriptionOf(badge)).toBe('The service answered 401 at 14:02.');
  });

  it('never says Live before an answer proved it, even when main sends no connection', async () => {
    const { connection: _omitted, ...withoutConnection } = liveInfo({ state: 'ok' });
    fake.handle('app.info', () => withoutConnection);
    renderWithQuery(<Bar />);
    expect(await screen.findByText('Not checked')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
  });

  it('follows app.changed: unverified, then Live, then Offline', async () => {
    fake.handle('app.info', () => liveInfo({ state: 'unverified' }));
    renderWithQuery(<Bar />);
    expect(await screen.findByText('Not checked')).toBeTruthy();

    act(() => fake.emit('app.changed', liveInfo({ state: 'ok', detail: 'Answered /listings at 14:02' })));
    expect(await screen.findByText('Live')).toBeTruthy();

    act(() => fake.emit('app.changed', liveInfo({ state: 'unreachable', detail: 'DNS failure at 14:05' })));
    expect(await screen.findByText('Offline')).toBeTruthy();
    expect(screen.queryByText('Live')).toBeNull();
  });
});
