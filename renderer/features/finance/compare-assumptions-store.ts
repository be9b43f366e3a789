import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_MILES_PER_YEAR } from '../../../shared/finance/miles-per-year';
import type { CreditTier, LoanTermMonths } from '../../../shared/finance/quote-form';

interface CompareAssumptionsState {
  /** null until typed: the field then shows the dealership ZIP from Settings, as Finance does. */
  zip: string | null;
  downPayment: string;
  credit: CreditTier;
  term: LoanTermMonths;
  milesPerYear: string;
  set: (patch: Partial<Omit<CompareAssumptionsState, 'set'>>) => void;
}

/** Compare's own assumptions, kept across runs like the compared list (compare-store.ts). */
export const useCompareAssumptionsStore = create<CompareAssumptionsState>()(
  persist(
    (set) => ({
      zip: null,
      downPayment: '',
      credit: 'good',
      term: 60,
      milesPerYear: DEFAULT_MILES_PER_YEAR.toLocaleString('en-US'),
      set: (patch) => set(patch),
    }),
    {
      name: 'vindesk.compare-assumptions',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ zip, downPayment, credit, term, milesPerYear }) => ({
        zip,
        downPayment,
        credit,
        term,
        milesPerYear,
      }),
    },
  ),
);
