import { create } from 'zustand';

// The answers a person clicked to load (a build sheet, a cost of ownership), by query key
// hash, for this run of the app. Once asked, the panel's query asks as any other does:
// every panel and the VIN report showing it, a revisit and "Try again" get the answer or
// ask for it again, without a second click for the same vehicle. Not kept across runs: a
// new session asks main's cache first and waits for a click again before spending
// (docs/real-service.md row 26 bills every call).

interface AskedToLoadState {
  asked: Readonly<Record<string, true>>;
  markAsked: (queryHash: string) => void;
}

export const useAskedToLoadStore = create<AskedToLoadState>()((set) => ({
  asked: {},
  markAsked: (queryHash) => set((state) => ({ asked: { ...state.asked, [queryHash]: true } })),
}));
