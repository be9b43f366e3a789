import type { SweepResult, SweepSummary, SweepVerdict } from '../ipc/sweep-channels';

const ORDER: Readonly<Record<SweepVerdict, number>> = {
  'park-it': 0,
  'park-outside': 1,
  open: 2,
  'on-record': 3,
  error: 4,
  clean: 5,
};

/** Do-not-drive first, then park-outside, then other open recalls, then the rest. */
export function sortSweepResults(results: readonly SweepResult[]): SweepResult[] {
  return [...results].sort(
    (a, b) => ORDER[a.verdict] - ORDER[b.verdict] || b.count - a.count || a.vin.localeCompare(b.vin),
  );
}

export function summarize(results: readonly SweepResult[]): SweepSummary {
  const summary: SweepSummary = { vehicles: results.length, parkIt: 0, parkOutside: 0, open: 0, clean: 0, errors: 0 };
  // One pass: main keeps this current after every answer of a 5,000-VIN sweep.
  for (const { verdict } of results) {
    if (verdict === 'park-it') summary.parkIt += 1;
    else if (verdict === 'park-outside') summary.parkOutside += 1;
    else if (verdict === 'open' || verdict === 'on-record') summary.open += 1;
    else if (verdict === 'clean') summary.clean += 1;
    else summary.errors += 1;
  }
  return summary;
}
