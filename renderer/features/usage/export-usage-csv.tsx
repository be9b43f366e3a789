import { useMutation } from '@tanstack/react-query';
import { appErrorOf } from '../../api/app-error-of';
import { invoke } from '../../api/vds';
import { Button } from '../../ui/button';
import { formatCount } from '../../ui/format-money';

type Exported = { saved: boolean; path?: string; rows?: number };

/** What became of the last export, in a dealer's words: where it went, or why it went nowhere. */
function outcomeWords(result: Exported | undefined, error: unknown): string {
  if (error) {
    const { kind, message, suggestion } = appErrorOf(error);
    if (kind === 'cancelled') return 'Not saved: the export was stopped.';
    return ['Not saved.', message, suggestion].filter(Boolean).join(' ');
  }
  if (!result) return '';
  if (!result.saved) return 'Not saved: the save was cancelled.';
  return `Saved ${formatCount(result.rows ?? 0)} rows to ${result.path ?? 'the chosen file'}.`;
}

/**
 * Saves everything the Usage view shows as a CSV where the person chooses (main asks with the
 * save dialog). The outcome stays beside the button, in a polite live region, so a screen
 * reader hears it and a failure leaves the screen as it was (issue #35).
 */
export function ExportUsageCsv() {
  const exportCsv = useMutation({
    mutationFn: () => invoke('spend.exportCsv', undefined),
    // Shown beside the button, not as a notice in the corner.
    meta: { inlineErrors: true },
  });
  const words = exportCsv.isPending ? '' : outcomeWords(exportCsv.data, exportCsv.error);
  return (
    <div className="usage-export">
      <Button busy={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        Export CSV
      </Button>
      <p className="usage-export__outcome muted" role="status">
        {words}
      </p>
    </div>
  );
}
