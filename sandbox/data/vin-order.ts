// Rows in ascending VIN order: the tie-break of every listing sort (listings/listing-index.ts).

/** The given rows (default: all) sorted in place by VIN, ascending. */
export function rowsInVinOrder(vins: readonly string[], rows?: Int32Array): Int32Array {
  return (rows ?? Int32Array.from({ length: vins.length }, (_, i) => i)).sort((a, b) =>
    vins[a]! < vins[b]! ? -1 : vins[a]! > vins[b]! ? 1 : 0,
  );
}
