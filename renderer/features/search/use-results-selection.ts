import { useState } from 'react';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import { recallResultsPosition, updateResultsPosition, type ResultsPosition } from './results-position';
import type { ResultsVirtualizer } from './use-results-virtualizer';

interface ResultsSelection {
  selectedVin: string | null;
  /** The row at this index was focused: it is the selected one, remembered for Back. */
  select: (index: number) => void;
}

/** The row last focused, kept for Back with the rows' measures; a new page of results starts with none. */
export function useResultsSelection(
  key: string,
  listings: readonly ListingSummary[],
  restored: ResultsPosition | null,
  virtualizer: ResultsVirtualizer,
): ResultsSelection {
  const [selectedVin, setSelectedVin] = useState<string | null>(restored?.selectedVin ?? null);

  // A new page of results (another search, the next page) has no selection of its own.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setSelectedVin(recallResultsPosition(key)?.selectedVin ?? null);
  }

  function select(index: number) {
    const vin = listings[index]?.vin ?? null;
    if (vin === selectedVin) return;
    setSelectedVin(vin);
    updateResultsPosition(key, { selectedVin: vin, measured: virtualizer.takeSnapshot() });
  }

  return { selectedVin, select };
}
