import { useEffect, useState } from 'react';
import type { Theme } from '../../shared/settings/settings-schema';
import {
  applyTheme,
  cachedThemeSetting,
  cacheThemeSetting,
  onSystemThemeChange,
  prefersDark,
  resolveTheme,
  type ResolvedTheme,
} from './theme';

/** Keeps <html data-theme> in step with the Settings choice and, for "system", with the OS. */
export function useAppliedTheme(setting: Theme | undefined): ResolvedTheme {
  const effective = setting ?? cachedThemeSetting();
  const [systemDark, setSystemDark] = useState(prefersDark);

  useEffect(() => onSystemThemeChange(() => setSystemDark(prefersDark())), []);

  const resolved = resolveTheme(effective, systemDark);
  useEffect(() => {
    applyTheme(resolved);
  }, [resolved]);
  useEffect(() => {
    if (setting) cacheThemeSetting(setting);
  }, [setting]);
  return resolved;
}
