import type { SweepResult, SweepStatus, SweepVerdict } from '../../shared/ipc/sweep-channels';

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

export function summarize(results: readonly SweepResult[]): SweepStatus['summary'] {
  const countOf = (verdict: SweepVerdict) => results.filter((result) => result.verdict === verdict).length;
  return {
    vehicles: results.length,
    parkIt: countOf('park-it'),
    parkOutside: countOf('park-outside'),
    open: countOf('open') + countOf('on-record'),
    clean: countOf('clean'),
    errors: countOf('error'),
  };
}
