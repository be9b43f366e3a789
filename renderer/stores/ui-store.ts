import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { deferredStorage } from './deferred-storage';

export type RecentLookup =
  { kind: 'vin'; vin: string; at: number } | { kind: 'plate'; plate: string; state: string; at: number };

const RECENT_LIMIT = 8;

interface UiState {
  commandBarOpen: boolean;
  openCommandBar: () => void;
  closeCommandBar: () => void;
  /** The sheet listing every keyboard shortcut (? or Help → Keyboard Shortcuts). */
  keyboardSheetOpen: boolean;
  openKeyboardSheet: () => void;
  closeKeyboardSheet: () => void;
  /** Most recent first; VINs and plates the user looked up from the command bar. */
  recentLookups: RecentLookup[];
  addRecentLookup: (lookup: RecentLookup) => void;
  clearRecentLookups: () => void;
  /** The state last used for a plate lookup: staff at one dealership mostly see one state's plates. */
  lastPlateState: string;
  setLastPlateState: (state: string) => void;
}

function sameLookup(a: RecentLookup, b: RecentLookup): boolean {
  if (a.kind === 'vin' && b.kind === 'vin') return a.vin === b.vin;
  if (a.kind === 'plate' && b.kind === 'plate') return a.plate === b.plate && a.state === b.state;
  return false;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      commandBarOpen: false,
      openCommandBar: () => set({ commandBarOpen: true }),
      closeCommandBar: () => set({ commandBarOpen: false }),
      keyboardSheetOpen: false,
      openKeyboardSheet: () => set({ keyboardSheetOpen: true }),
      closeKeyboardSheet: () => set({ keyboardSheetOpen: false }),
      recentLookups: [],
      addRecentLookup: (lookup) =>
        set((state) => ({
          recentLookups: [lookup, ...state.recentLookups.filter((item) => !sameLookup(item, lookup))].slice(
            0,
            RECENT_LIMIT,
          ),
        })),
      clearRecentLookups: () => set({ recentLookups: [] }),
      lastPlateState: '',
      setLastPlateState: (lastPlateState) => set({ lastPlateState }),
    }),
    {
      name: 'vindesk.ui',
      // Written when the window is idle: the lookups change inside the Enter that opens a page.
      storage: createJSONStorage(() => deferredStorage(localStorage)),
      // Only what is worth keeping across restarts; open/closed state is not.
      partialize: (state) => ({ recentLookups: state.recentLookups, lastPlateState: state.lastPlateState }),
    },
  ),
);
