import { create } from 'zustand';
import type { ToastItem } from '../ui/toast-region';

interface NoticeState {
  notices: ToastItem[];
  /** Adds a notice; one with the same id replaces the old one, so a repeated event shows once. */
  push: (notice: ToastItem) => void;
  dismiss: (id: string) => void;
}

export const useNoticeStore = create<NoticeState>()((set) => ({
  notices: [],
  push: (notice) => set((state) => ({ notices: [...state.notices.filter((n) => n.id !== notice.id), notice] })),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((n) => n.id !== id) })),
}));
