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

/**
 * One formatter for every call: toLocaleString with options builds a new Intl formatter
 * each time, about half a millisecond, and a VIN page formats this time in every recall
 * panel and report line as each answer arrives.
 */
const REPORT_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Nov 23, 2026, 1:52 PM EST": date, time and zone, as a printed report states them. */
export function formatReportTime(date: Date): string {
  return REPORT_TIME.format(date);
}
