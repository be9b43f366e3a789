import { useUiStore } from '../../stores/ui-store';
import { SearchIcon } from '../../ui/icons';
import { Kbd } from '../../ui/kbd';
import { modifierLabel } from '../../ui/shortcut';

/** The look-up field in the top bar: a button that opens the command bar, showing its shortcut. */
export function CommandBarTrigger() {
  const open = useUiStore((state) => state.openCommandBar);
  const modifier = modifierLabel();
  return (
    <button
      type="button"
      className="command-trigger"
      onClick={open}
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      aria-haspopup="dialog"
    >
      <SearchIcon size={16} />
      <span className="command-trigger__label">Look up a VIN or plate…</span>
      <Kbd keys={[modifier, 'K']} />
    </button>
  );
}
