// Which refused actions raise a notice in the corner, and what it says. Every action
// does, unless it shows its refusals itself: nothing a person clicks may fail silently.
import type { AppError } from '../../shared/ipc/app-error';
import type { MutationNoticeMeta } from '../api/mutation-meta';
import type { NoticeInput } from '../stores/notice-store';
import { hrefs } from '../stores/routes';

const DEFAULT_TITLE = 'That did not work';

export function mutationNoticeOf(error: AppError, meta: MutationNoticeMeta | undefined): NoticeInput | null {
  // A cancelled action was stopped on purpose (the window moved on); nothing to report.
  if (error.kind === 'cancelled') return null;
  const inline = meta?.inlineErrors;
  if (inline === true || (typeof inline === 'function' && inline(error))) return null;
  const title = meta?.errorTitle ?? DEFAULT_TITLE;
  return {
    id: meta?.noticeId ?? `action-failed:${title}`,
    tone: 'danger',
    title,
    message: [error.message, error.suggestion].filter(Boolean).join(' '),
    ...(error.kind === 'unauthorized' ? { action: { label: 'Open Settings', href: hrefs.settings() } } : {}),
  };
}
