import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { appErrorOf } from '../../api/app-error-of';
import { serviceQuery } from '../../api/service-query';
import { invoke, subscribe } from '../../api/vds';
import { useNoticeStore } from '../../stores/notice-store';
import { Button } from '../../ui/button';
import { formatCount } from '../../ui/format-money';
import { ExportConfirm, ExportCostLine } from './export-estimate';

type ExportState =
  | { phase: 'idle' }
  | { phase: 'confirm' }
  | { phase: 'running'; rows: number; total: number | null }
  | { phase: 'done'; rows: number };

/**
 * Exports every page of the search to CSV through main, with progress and cancel. Every page
 * is a billed search (docs/real-service.md row 26), so the cost shows under the button once
 * the match count is known, and an export above the confirmation amount asks first.
 */
export function ExportCsv({ query, total }: { query: string; total: number | undefined }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const costId = useId();
  // Answered in main from the plan and prices, without asking the service.
  const estimateQuery = serviceQuery('listings.exportEstimate', total === undefined ? null : { rows: total }, {
    staleTime: 0,
  });
  const estimate = useQuery(estimateQuery).data;
  const abort = useRef<AbortController | null>(null);
  const exportId = useRef('');
  const push = useNoticeStore((store) => store.push);

  useEffect(
    () =>
      subscribe('export.progress', (progress) => {
        if (progress.exportId === exportId.current)
          setState({ phase: 'running', rows: progress.rows, total: progress.total });
      }),
    [],
  );

  async function start() {
    const controller = new AbortController();
    abort.current = controller;
    exportId.current = `export-${Date.now().toString(36)}`;
    setState({ phase: 'running', rows: 0, total: null });
    try {
      const result = await invoke('listings.exportCsv', { query, exportId: exportId.current }, controller.signal);
      if (result.saved) {
        setState({ phase: 'done', rows: result.rows ?? 0 });
        push({
          id: 'export',
          tone: 'success',
          title: `Exported ${formatCount(result.rows ?? 0)} listings`,
          message: result.path,
        });
      } else setState({ phase: 'idle' });
    } catch (error) {
      const appError = appErrorOf(error);
      setState({ phase: 'idle' });
      if (appError.kind !== 'cancelled')
        push({ id: 'export', tone: 'danger', title: 'The export did not finish', message: appError.message });
      else push({ id: 'export', tone: 'info', title: 'Export canceled', message: 'Nothing was saved.' });
    } finally {
      abort.current = null;
    }
  }

  if (state.phase === 'running') {
    const fraction = state.total ? Math.min(1, state.rows / state.total) : undefined;
    return (
      <div className="export-progress">
        <progress max={1} value={fraction} aria-label="Export progress" />
        <span role="status">
          {formatCount(state.rows)}
          {state.total !== null ? ` of ${formatCount(state.total)}` : ''} listings
        </span>
        <Button size="sm" onClick={() => abort.current?.abort()}>
          Cancel export
        </Button>
      </div>
    );
  }
  if (state.phase === 'confirm' && estimate) {
    return (
      <ExportConfirm estimate={estimate} onConfirm={() => void start()} onCancel={() => setState({ phase: 'idle' })} />
    );
  }
  return (
    <div className="export-start">
      <Button
        aria-describedby={estimate ? costId : undefined}
        onClick={() => (estimate?.needsConfirmation ? setState({ phase: 'confirm' }) : void start())}
      >
        Export CSV
      </Button>
      <ExportCostLine estimate={estimate} id={costId} />
    </div>
  );
}
