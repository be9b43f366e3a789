import { useMutation } from '@tanstack/react-query';
import { invoke } from '../../api/vds';
import { useNoticeStore } from '../../stores/notice-store';
import { hrefs } from '../../stores/routes';
import { Button } from '../../ui/button';

/** The vehicle's name and VIN, the way back to it, and saving the quote as a PDF deal sheet. */
export function QuoteHeader({ vin, name, canSave }: { vin: string; name: string; canSave: boolean }) {
  const push = useNoticeStore((state) => state.push);
  const dealSheet = useMutation({
    mutationFn: () => invoke('document.savePdf', { suggestedName: `Deal sheet ${vin}.pdf` }),
    onSuccess: (saved) =>
      saved.saved && push({ id: `deal-${vin}`, tone: 'success', title: 'Deal sheet saved', message: saved.path }),
    // A refusal is the app-wide notice (query-client.ts), under the success notice's id.
    meta: { errorTitle: 'The deal sheet was not saved', noticeId: `deal-${vin}` },
  });
  return (
    <header className="page-header">
      <div>
        <p className="page-header__eyebrow">Finance</p>
        <h1>{name}</h1>
        <p className="page-header__description mono">{vin}</p>
      </div>
      <div className="page-header__actions">
        <a className="btn btn--secondary" href={hrefs.vehicle(vin)}>
          Back to vehicle
        </a>
        <Button variant="primary" busy={dealSheet.isPending} disabled={!canSave} onClick={() => dealSheet.mutate()}>
          Save deal sheet (PDF)
        </Button>
      </div>
    </header>
  );
}
