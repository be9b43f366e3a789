import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The VIN whose report is in the page (null: none yet), and a way to bring this VIN's in at
 * once. The report waits for an idle window (idle-vin-report.tsx says why).
 */
export function useReportWhenIdle(vin: string): [string | null, () => void] {
  const [readyFor, setReadyFor] = useState<string | null>(null);
  useEffect(() => {
    const show = () => setReadyFor(vin);
    const now = () => flushSync(show);
    // A print from the menu (Ctrl+P) lays out the page right after beforeprint returns.
    window.addEventListener('beforeprint', now);
    // Chromium has requestIdleCallback; a window without it gets the next task.
    let cancel: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 1000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(show, 0);
      cancel = () => window.clearTimeout(id);
    }
    return () => {
      window.removeEventListener('beforeprint', now);
      cancel();
    };
  }, [vin]);
  return [readyFor, () => flushSync(() => setReadyFor(vin))];
}
