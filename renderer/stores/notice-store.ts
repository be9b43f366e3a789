import { create } from 'zustand';

/**
 * A notice as the corner shows it. It lives with the store that holds the notices: the UI
 * kit renders it (ui/toast-region.tsx) and already imports stores/ (for hrefs), so keeping
 * the shape here leaves one direction between the two folders (docs/architecture.md, "Layers").
 */
export interface ToastItem {
  id: string;
  tone: 'info' | 'success' | 'warning' | 'danger';
  title: string;
  message?: string;
  action?: { label: string; href: string };
  /** How many times the same problem happened; shown as "×3" after the title from 2 on. */
  count?: number;
}

/** What a caller hands in: a notice, plus what makes it go away on its own. */
export interface NoticeInput extends Omit<ToastItem, 'count'> {
  /**
   * The requests (query hashes) whose failure raised it. When every one of them has
   * since succeeded, the problem has cleared and the notice goes by itself.
   */
  sources?: readonly string[];
}

interface StoredNotice extends ToastItem {
  sources: readonly string[];
}

interface NoticeState {
  notices: StoredNotice[];
  /**
   * Adds a notice. The same problem again (same id, tone and title) is counted on the
   * notice already shown ("Service unreachable ×3") instead of stacking a copy; a
   * different outcome under the same id (an export that failed, then finished) replaces it.
   */
  push: (notice: NoticeInput) => void;
  dismiss: (id: string) => void;
  /** A request that once failed has now succeeded: notices it raised, and nothing else still fails, go. */
  resolve: (source: string) => void;
}

function sameProblem(a: ToastItem, b: NoticeInput): boolean {
  return a.tone === b.tone && a.title === b.title;
}

export const useNoticeStore = create<NoticeState>()((set) => ({
  notices: [],
  push: ({ sources = [], ...notice }) =>
    set((state) => {
      const previous = state.notices.find((n) => n.id === notice.id);
      const others = state.notices.filter((n) => n.id !== notice.id);
      if (previous && sameProblem(previous, notice)) {
        const merged = [...new Set([...previous.sources, ...sources])];
        return { notices: [...others, { ...previous, ...notice, count: (previous.count ?? 1) + 1, sources: merged }] };
      }
      return { notices: [...others, { ...notice, sources }] };
    }),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((n) => n.id !== id) })),
  resolve: (source) =>
    set((state) => {
      if (!state.notices.some((n) => n.sources.includes(source))) return state;
      const notices = state.notices.flatMap((n) => {
        if (!n.sources.includes(source)) return [n];
        const sources = n.sources.filter((s) => s !== source);
        return sources.length === 0 ? [] : [{ ...n, sources }];
      });
      return { notices };
    }),
}));
