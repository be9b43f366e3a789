import type { Theme } from '../../shared/settings/settings-schema';

export type ResolvedTheme = 'light' | 'dark';

const CACHE_KEY = 'vindesk.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme to draw: the Settings choice, or the OS preference when the choice is "system". */
export function resolveTheme(setting: Theme, prefersDark: boolean): ResolvedTheme {
  if (setting === 'system') return prefersDark ? 'dark' : 'light';
  return setting;
}

export function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** Calls back when the OS switches between light and dark; returns the unsubscribe function. */
export function onSystemThemeChange(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export function applyTheme(theme: ResolvedTheme): void {
  document.documentElement.dataset.theme = theme;
}

// Settings arrive over IPC after the first paint; the last choice is kept locally
// so a user who picked dark on a light OS never sees a light flash at start-up.
export function cachedThemeSetting(): Theme {
  try {
    const value = localStorage.getItem(CACHE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function cacheThemeSetting(theme: Theme): void {
  try {
    localStorage.setItem(CACHE_KEY, theme);
  } catch {
    // Storage can be unavailable; the theme then simply follows settings once they load.
  }
}
