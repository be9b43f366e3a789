/**
 * The two contents the kill test's child writes in turn. Large enough that a write takes
 * a few milliseconds, so kills land mid-write; different lengths and bodies, so a torn or
 * mixed file can never pass for either.
 */
export function payloads(): { a: string; b: string } {
  const a = JSON.stringify({
    kind: 'A',
    rows: Array.from({ length: 40_000 }, (_, i) => ({ i, v: 'alpha'.repeat(3) })),
  });
  const b = JSON.stringify({ kind: 'B', rows: Array.from({ length: 55_000 }, (_, i) => ({ i, w: 'beta'.repeat(2) })) });
  return { a, b };
}
