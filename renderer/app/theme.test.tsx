import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsSnapshot } from '../../shared/ipc/app-channels';
import { DEFAULT_SETTINGS, type Theme } from '../../shared/settings/settings-schema';
import { installFakeBridge, type FakeBridge } from '../test-utils/fake-bridge';
import { testQueryClient } from '../test-utils/render-app';
import { App } from './app';
import { resolveTheme } from './theme';

let systemDark = false;
const mediaListeners = new Set<() => void>();

function setSystemDark(dark: boolean) {
  systemDark = dark;
  mediaListeners.forEach((listener) => listener());
}

let fake: FakeBridge;
let savedTheme: Theme;

beforeEach(() => {
  systemDark = false;
  mediaListeners.clear();
  // jsdom has no matchMedia; this one reports the OS preference the test sets.
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && systemDark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  }));
  savedTheme = 'system';
  fake = installFakeBridge();
  fake.handle('settings.get', (): SettingsSnapshot => ({ settings: { ...DEFAULT_SETTINGS, theme: savedTheme } }));
  fake.handle('settings.update', (patch): SettingsSnapshot => {
    savedTheme = (patch as { theme: Theme }).theme;
    return { settings: { ...DEFAULT_SETTINGS, theme: savedTheme } };
  });
});

afterEach(() => vi.unstubAllGlobals());

const theme = () => document.documentElement.dataset.theme;

describe('theme', () => {
  it('resolves the Settings choice against the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('follows the OS while the choice is "system"', async () => {
    render(<App queryClient={testQueryClient()} />);
    await waitFor(() => expect(theme()).toBe('light'));
    setSystemDark(true);
    await waitFor(() => expect(theme()).toBe('dark'));
  });

  it('lets the Settings choice override the OS, applies it at once and remembers it for the next start', async () => {
    const user = userEvent.setup();
    setSystemDark(true);
    window.location.hash = '#/settings';
    render(<App queryClient={testQueryClient()} />);
    // The Settings screen is a lazy chunk: its first transform can take seconds on a busy machine.
    await user.click(await screen.findByRole('radio', { name: 'Light' }, { timeout: 15_000 }));
    await waitFor(() => expect(theme()).toBe('light'));
    expect(fake.calls.find((call) => call.channel === 'settings.update')?.input).toEqual({ theme: 'light' });
    expect(localStorage.getItem('vindesk.theme')).toBe('light');
    setSystemDark(false);
    setSystemDark(true);
    expect(theme()).toBe('light');
  });
});
