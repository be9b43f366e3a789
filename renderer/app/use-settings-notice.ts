import { useEffect, useRef } from 'react';
import { useRouteStore } from '../stores/route-store';
import { hrefs } from '../stores/routes';
import { useNoticeStore } from '../stores/notice-store';

/**
 * Shows main's notice about the settings file (first run, corrupt, unreadable,
 * partly reset) once per distinct notice. Not on the Settings screen itself,
 * which shows the notice in place.
 */
export function useSettingsNotice(notice: string | undefined): void {
  const push = useNoticeStore((state) => state.push);
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!notice || handled.current === notice) return;
    handled.current = notice;
    if (useRouteStore.getState().route.name === 'settings') return;
    push({
      id: 'settings-notice',
      tone: 'warning',
      title: 'Check your settings',
      message: notice,
      action: { label: 'Open Settings', href: hrefs.settings() },
    });
  }, [notice, push]);
}
