import { useNoticeStore } from '../../stores/notice-store';
import { Button } from '../../ui/button';
import type { useClearKey } from './use-settings-mutations';

interface RemoveKeyControlsProps {
  clearKey: ReturnType<typeof useClearKey>;
  /** The question "Remove the key?" is showing. */
  confirming: boolean;
  onConfirmingChange: (confirming: boolean) => void;
}

/** Removing the key, asked once more before it goes. */
export function RemoveKeyControls({ clearKey, confirming, onConfirmingChange }: RemoveKeyControlsProps) {
  const pushNotice = useNoticeStore((state) => state.push);

  function remove() {
    clearKey.mutate(undefined, {
      onSuccess: () => {
        onConfirmingChange(false);
        pushNotice({
          id: 'key-cleared',
          tone: 'info',
          title: 'API key removed',
          message: 'VinDesk is back on demo data.',
        });
      },
    });
  }

  if (!confirming)
    return (
      <Button variant="danger" onClick={() => onConfirmingChange(true)}>
        Remove key
      </Button>
    );
  return (
    <>
      <span className="muted">Remove the key from VinDesk?</span>
      <Button variant="danger" busy={clearKey.isPending} onClick={remove}>
        Yes, remove
      </Button>
      <Button variant="ghost" onClick={() => onConfirmingChange(false)}>
        Keep it
      </Button>
    </>
  );
}
