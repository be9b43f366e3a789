import { useEffect, useState } from 'react';

/**
 * The time a printed report states. The report is always in the page (print styles show
 * it), so the time is kept current: refreshed before printing and every half minute,
 * because a PDF made without a print dialog may not fire beforeprint.
 */
export function useReportTime(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const refresh = () => setNow(new Date());
    const timer = window.setInterval(refresh, 30_000);
    window.addEventListener('beforeprint', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('beforeprint', refresh);
    };
  }, []);
  return now;
}

/** "Nov 23, 2026, 1:52 PM EST": date, time and zone, as a printed report states them. */
export function formatReportTime(date: Date): string {
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
