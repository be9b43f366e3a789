import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Side by side beyond four stops being readable in one window. */
export const COMPARE_LIMIT = 4;

interface CompareState {
  /** VINs in the order they were added. Kept across runs. */
  vins: string[];
  /** false when the list is full or the VIN is already in it. */
  add: (vin: string) => boolean;
  remove: (vin: string) => void;
  clear: () => void;
}

// Lives in stores/ rather than a feature: the VIN detail view adds to it and the
// finance compare view reads it, and features do not import each other.
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      vins: [],
      add: (vin) => {
        const { vins } = get();
        if (vins.includes(vin) || vins.length >= COMPARE_LIMIT) return false;
        set({ vins: [...vins, vin] });
        return true;
      },
      remove: (vin) => set((state) => ({ vins: state.vins.filter((item) => item !== vin) })),
      clear: () => set({ vins: [] }),
    }),
    { name: 'vindesk.compare', storage: createJSONStorage(() => localStorage) },
  ),
);
