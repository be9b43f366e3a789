import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../../shared/ipc/update-channels';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { UpdatesCard } from './updates-card';

const on = { verification: 'windows-publisher', feedHost: 'updates.dealer-group.test' } as const;

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

async function card(status: UpdateStatus) {
  fake.handle('updates.status', () => status);
  renderWithQuery(<UpdatesCard />);
  return screen.findByRole('region', { name: 'Updates' });
}

describe('UpdatesCard', () => {
  it('says why a copy without the company’s update server does not update itself', async () => {
    const region = await card({ state: 'off', reason: 'no-feed', platform: 'win32' });
    await waitFor(() => expect(region.textContent).toContain('built without your company’s update server'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says on Linux that nothing would check a download, so it never updates itself', async () => {
    const region = await card({ state: 'off', reason: 'unverifiable', platform: 'linux' });
    await waitFor(() => expect(region.textContent).toContain('VinDesk does not update itself on Linux'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the server and how Windows checks a download, and checks on a click', async () => {
    const region = await card({ state: 'idle', ...on });
    expect(await screen.findByText('Update server: updates.dealer-group.test')).toBeTruthy();
    expect(region.textContent).toContain('signed by the same publisher as this copy');
    fake.handle('updates.check', () => ({
      state: 'up-to-date',
      ...on,
      version: '0.1.0',
      checkedAt: new Date().toISOString(),
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Check for updates' }));
    expect(await screen.findByText(/VinDesk is up to date \(version 0\.1\.0\)/)).toBeTruthy();
    expect(fake.calls.filter((call) => call.channel === 'updates.check')).toEqual([
      { channel: 'updates.check', input: undefined },
    ]);
  });

  it('says how macOS checks a download', async () => {
    const region = await card({ state: 'idle', verification: 'macos-signature', feedHost: on.feedHost });
    await waitFor(() => expect(region.textContent).toContain('macOS checks it carries the same code signature'));
  });

  it('offers the version found, then shows the download’s progress', async () => {
    await card({ state: 'available', ...on, version: '0.2.0' });
    fake.handle('updates.download', () => ({ state: 'downloading', ...on, version: '0.2.0', percent: 0 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Download version 0.2.0' }));
    fake.handle('updates.status', () => ({ state: 'downloading', ...on, version: '0.2.0', percent: 57 }));
    const bar = (await screen.findByRole('progressbar', { name: 'Update download' })) as HTMLProgressElement;
    await waitFor(() => expect(bar.value).toBe(57));
    expect(screen.getByText('Downloading version 0.2.0… 57%')).toBeTruthy();
  });

  it('restarts to install a downloaded update on a click', async () => {
    await card({ state: 'downloaded', ...on, version: '0.2.0' });
    fake.handle('updates.restart', () => ({ restarting: true }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restart and update' }));
    await waitFor(() => expect(fake.calls.some((call) => call.channel === 'updates.restart')).toBe(true));
    expect(screen.getByText(/Version 0\.2\.0 is downloaded and checked/)).toBeTruthy();
  });

  it('shows a failed check in plain words with a way to try again', async () => {
    await card({
      state: 'error',
      ...on,
      message: 'The update server could not be reached. Check your connection and try again.',
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The update server could not be reached. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });
});
