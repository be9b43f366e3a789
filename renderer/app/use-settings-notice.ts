import { useEffect, useRef } from 'react';
import { currentRoute } from '../stores/route-store';
import { hrefs } from '../stores/routes';
import { useNoticeStore } from '../stores/notice-store';

const SETTINGS_NOTICE_ID = 'settings-notice';

/**
 * Shows main's notice about the settings file (first run, corrupt, unreadable,
 * partly reset) once per distinct notice. Not on the Settings screen itself,
 * which shows the notice in place. It goes by itself once main no longer reports
 * the problem (the settings were saved again).
 */
export function useSettingsNotice(notice: string | undefined): void {
  const push = useNoticeStore((state) => state.push);
  const dismiss = useNoticeStore((state) => state.dismiss);
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!notice) {
      if (handled.current !== undefined) dismiss(SETTINGS_NOTICE_ID);
      handled.current = undefined;
      return;
    }
    if (handled.current === notice) return;
    handled.current = notice;
    if (currentRoute().name === 'settings') return;
    push({
      id: SETTINGS_NOTICE_ID,
      tone: 'warning',
      title: 'Check your settings',
      message: notice,
      action: { label: 'Open Settings', href: hrefs.settings() },
    });
  }, [notice, push, dismiss]);
}
