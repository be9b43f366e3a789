import { useUiStore } from '../../stores/ui-store';
import { Dialog } from '../../ui/dialog';
import { CommandBarForm } from './command-bar-form';

/** The Ctrl+K dialog. Mounted once by the app frame; open state lives in the UI store. */
export function CommandBar() {
  const open = useUiStore((state) => state.commandBarOpen);
  const close = useUiStore((state) => state.closeCommandBar);
  return (
    <Dialog open={open} onClose={close} label="Look up a vehicle by VIN or plate" className="command-bar">
      <CommandBarForm onDone={close} />
    </Dialog>
  );
}
