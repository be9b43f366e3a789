import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { appQueries } from '../api/app-queries';
import { CommandBar } from '../features/command-bar/command-bar';
import { useCommandBarHotkey } from '../features/command-bar/use-command-bar-hotkey';
import { useNoticeStore } from '../stores/notice-store';
import { useRoute } from '../stores/route-store';
import { ToastRegion } from '../ui/toast-region';
import { RouteView, titleOf } from './route-view';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { KeyboardSheet } from './keyboard-sheet';
import { useAppHotkeys } from './use-app-hotkeys';
import { useAppliedTheme } from './use-applied-theme';
import { useMainEvents } from './use-main-events';
import { useServiceNotices } from './use-service-notices';
import { useSettingsNotice } from './use-settings-notice';
import { useSpendRefresh } from './use-spend-refresh';

/** The window frame: skip link, navigation, top bar, the current screen, notices and the command bar. */
export function AppShell() {
  const route = useRoute();
  const info = useQuery(appQueries.info());
  const settings = useQuery(appQueries.settings());
  const notices = useNoticeStore((state) => state.notices);
  const dismiss = useNoticeStore((state) => state.dismiss);
  const mainRef = useRef<HTMLElement>(null);
  const shownRoute = useRef(route);
  /** Whether the content area is scrolled from its top, kept as it scrolls (reading scrollTop would lay it out). */
  const scrolled = useRef(false);

  useMainEvents();
  useServiceNotices();
  useCommandBarHotkey();
  useAppHotkeys();
  useSpendRefresh();
  useAppliedTheme(settings.data?.settings.theme);
  useSettingsNotice(settings.data?.notice);

  // A layout effect, so a screen that restores its own place (the results, on Back) does so after this reset.
  useLayoutEffect(() => {
    document.title = `${titleOf(route)} — VinDesk`;
    // After navigating (not at start-up), start keyboard and screen reader users at the new screen, not on the link they left.
    if (shownRoute.current === route) return;
    shownRoute.current = route;
    const main = mainRef.current;
    if (!main) return;
    main.focus({ preventScroll: true });
    // Only when scrolled: writing scrollTop lays the new screen out at once, inside the commit
    // that built it, where the frame that draws it would lay it out anyway.
    if (scrolled.current) main.scrollTop = 0;
    scrolled.current = false;
  }, [route]);

  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    // The hash holds the route, so the skip link moves focus itself instead of changing the address.
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <>
      <a className="skip-link" href="#main-content" onClick={skipToContent}>
        Skip to content
      </a>
      <div className="shell">
        <SideNav route={route} />
        <div className="main-column">
          <TopBar info={info.data} />
          <main
            id="main-content"
            ref={mainRef}
            className="content"
            tabIndex={-1}
            onScroll={(event) => {
              scrolled.current = event.currentTarget.scrollTop > 0;
            }}
          >
            <div className="page">
              <RouteView route={route} />
            </div>
          </main>
        </div>
      </div>
      <ToastRegion toasts={notices} onDismiss={dismiss} />
      <CommandBar />
      <KeyboardSheet />
    </>
  );
}
