import { useMutation } from '@tanstack/react-query';
import { appErrorOf } from '../../api/app-error-of';
import { invoke } from '../../api/vds';
import { Button } from '../../ui/button';
import { formatCount } from '../../ui/format-money';

type Exported = { saved: boolean; path?: string; rows?: number };

function outcomeWords(result: Exported | undefined, error: unknown): string {
  if (error) {
    const { message, suggestion } = appErrorOf(error);
    return ['Not saved.', message, suggestion].filter(Boolean).join(' ');
  }
  if (!result) return '';
  if (!result.saved) return 'Not saved: the save was cancelled.';
  return `Saved ${formatCount(result.rows ?? 0)} cars to ${result.path ?? 'the chosen file'}.`;
}

/** Saves the lot as shown as a spreadsheet; nothing is fetched, so it costs nothing. */
export function DealerLotExport({ dealer, zip }: { dealer: string; zip: string }) {
  const exportCsv = useMutation({
    mutationFn: () => invoke('dealerLot.exportCsv', { dealer, zip }),
    meta: { inlineErrors: true },
  });
  return (
    <div className="row dealer-lot__export">
      <Button busy={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        Export CSV
      </Button>
      <p className="muted" role="status">
        {exportCsv.isPending ? '' : outcomeWords(exportCsv.data, exportCsv.error)}
      </p>
    </div>
  );
}
