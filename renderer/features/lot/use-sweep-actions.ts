import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import { newerSweepStatus } from '../../../shared/lot/sweep-delta';
import { sweepKeys } from '../../api/service-query-keys';
import { invoke } from '../../api/vds';
import { useNoticeStore } from '../../stores/notice-store';
import { formatCount } from '../../ui/format-money';

/** What can be done to the sweep: price and start the pasted `text`, pause, resume, cancel, export. */
export function useSweepActions(text: string) {
  const queryClient = useQueryClient();
  const push = useNoticeStore((store) => store.push);
  // A reply never rolls back an event the window already applied.
  const set = (value: SweepStatus | null) =>
    queryClient.setQueryData<SweepStatus | null>(sweepKeys.status, (current) => newerSweepStatus(current, value));
  // Start shows its refusal under its button; every other action's refusal is a notice (query-client.ts).
  const start = useMutation({
    mutationFn: () => invoke('sweep.start', { text }),
    onSuccess: set,
    meta: { inlineErrors: true },
  });
  // What the sweep of `text` would cost, asked of main before any call (docs/real-service.md row 26).
  const estimate = useMutation({
    mutationFn: () => invoke('sweep.estimate', { text }),
    meta: { inlineErrors: true },
  });
  const pause = useMutation({
    mutationFn: () => invoke('sweep.pause', undefined),
    onSuccess: set,
    meta: { errorTitle: 'The sweep was not paused', noticeId: 'sweep-control' },
  });
  const resume = useMutation({
    mutationFn: () => invoke('sweep.resume', undefined),
    onSuccess: set,
    meta: { errorTitle: 'The sweep was not resumed', noticeId: 'sweep-control' },
  });
  const cancel = useMutation({
    mutationFn: () => invoke('sweep.cancel', undefined),
    onSuccess: set,
    meta: { errorTitle: 'The sweep was not canceled', noticeId: 'sweep-control' },
  });
  const exportCsv = useMutation({
    mutationFn: () => invoke('sweep.exportCsv', undefined),
    meta: { errorTitle: 'The sweep results were not exported', noticeId: 'sweep-export' },
    onSuccess: (result) =>
      result.saved &&
      push({
        id: 'sweep-export',
        tone: 'success',
        title: `Exported ${formatCount(result.rows ?? 0)} results`,
        message: result.path,
      }),
  });
  /** Clears the finished sweep, so the form for the next one shows. */
  const clear = () => set(null);
  return { start, estimate, pause, resume, cancel, exportCsv, clear };
}

export type SweepActions = ReturnType<typeof useSweepActions>;
