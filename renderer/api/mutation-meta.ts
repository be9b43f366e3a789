// What a mutation tells the global error handler (renderer/app/query-client.ts) about
// itself. Registered with TanStack Query, so `meta` on every useMutation is type-checked.
import type { AppError } from '../../shared/ipc/app-error';

export interface MutationNoticeMeta extends Record<string, unknown> {
  /** The notice's title when main refuses the action: what did not happen ("The sweep was not paused"). */
  errorTitle?: string;
  /** The notice's id, so an action's success and failure notices replace each other. */
  noticeId?: string;
  /**
   * The screen shows this action's refusals itself (a form's field error, an error panel
   * beside the button), so no notice. A function decides per refusal: a form shows the
   * refusals about its fields and leaves the rest (a disk that cannot be written) to a notice.
   */
  inlineErrors?: boolean | ((error: AppError) => boolean);
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationNoticeMeta;
  }
}
