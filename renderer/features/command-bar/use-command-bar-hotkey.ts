import { useEffect } from 'react';
import { SHORTCUTS, pressMatches } from '../../../shared/keyboard/shortcuts';
import { useUiStore } from '../../stores/ui-store';

/** Ctrl+K (⌘K on a Mac) opens the command bar from anywhere in the window, even from inside a text field. */
export function useCommandBarHotkey(): void {
  const open = useUiStore((state) => state.openCommandBar);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!SHORTCUTS.commandBar.keys.some((chord) => pressMatches(event, chord))) return;
      event.preventDefault();
      open();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
