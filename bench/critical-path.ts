// Round trips on a page's critical path, counted from when main's requests to the service
// started and answered, so the VIN page's speed target holds on any machine: a second 2-core
// machine made the same page 564 ms where this one made it under 450, but both make the same
// number of trips to the service one after another, and that number is what latency multiplies.

/** One service request as main saw it: when it left and when its answer came back (same clock). */
export interface RequestSpan {
  start: number;
  end: number;
}

/**
 * The longest chain of dependent requests that ends at the last answer: a request that
 * started at or after another's answer is counted as depending on it (it may have been
 * waiting for it, for the plan's pace or for the window to ask; either way the person waited
 * for both one after the other). 0 when there were none; 1 when every request went out at once.
 */
export function criticalPathRoundTrips(spans: readonly RequestSpan[]): number {
  if (spans.length === 0) return 0;
  const byStart = [...spans].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  for (let i = 0; i < byStart.length; i++) {
    let before = 0;
    for (let j = 0; j < i; j++) if (byStart[j]!.end <= byStart[i]!.start) before = Math.max(before, depth[j]!);
    depth.push(before + 1);
  }
  // The last answer: the one the page waited for last (the latest end; the deeper chain on a tie).
  let last = 0;
  for (let i = 1; i < byStart.length; i++) {
    const end = byStart[i]!.end;
    const lastEnd = byStart[last]!.end;
    if (end > lastEnd || (end === lastEnd && depth[i]! > depth[last]!)) last = i;
  }
  return depth[last]!;
}
